import React, { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Link from '../Link';
import * as styles from './styles.module.css';

export interface DropdownLink {
  label: string;
  href: string;
  /** Marks the entry of the page or setting in use. */
  current?: boolean;
  lang?: string;
}

interface Props {
  /** Visible text of the button. */
  label: ReactNode;
  /** Accessible name of the button when the visible label is not enough. */
  ariaLabel?: string;
  links: DropdownLink[];
}

/** A disclosure button with a list of links; Escape or a click outside closes it. */
export default function Dropdown({ label, ariaLabel, links }: Props) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className={styles.dropdown} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <ul id={listId} className={styles.menu} hidden={!open}>
        {links.map((link) => (
          <li key={link.href + link.label}>
            <Link
              href={link.href}
              lang={link.lang}
              aria-current={link.current ? 'true' : undefined}
              className={link.current ? `${styles.link} ${styles.current}` : styles.link}
              onClick={() => setOpen(false)}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
