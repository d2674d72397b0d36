import React, { useEffect, useRef, useState, type ComponentProps } from 'react';
import * as styles from './styles.module.css';

/** How long the button says "Copied" after a copy. */
const COPIED_FEEDBACK_MS = 2000;

/** A highlighted code block (the markup comes from Shiki at build time) with a copy button. */
export default function CodeBlock({ className, ...props }: ComponentProps<'pre'>) {
  const preRef = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    await navigator.clipboard.writeText(preRef.current?.textContent ?? '');
    setCopied(true);
  };

  return (
    <div className={styles.codeBlock}>
      <pre ref={preRef} className={`${className ?? ''} ${styles.pre}`} {...props} />
      <button
        type="button"
        className={styles.copy}
        aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
        onClick={copy}
      >
        {copied ? 'Copied' : 'Copy'}
      </button>
      <span role="status" className="visually-hidden">
        {copied ? 'Code copied to clipboard' : ''}
      </span>
    </div>
  );
}
