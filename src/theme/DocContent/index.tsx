import React, { useEffect, useRef } from 'react';
import { enableContentLinks } from '../../browser/contentLinks';
import { enableCopyButtons } from '../../browser/copyCode';
import { hydrateIslands } from '../../browser/islands';
import * as styles from './styles.module.css';

/**
 * A doc's body: HTML rendered at build time, not a component tree. React writes it and never
 * hydrates it; its links and copy buttons work by progressive enhancement, and its islands (such
 * as tabs) hydrate each on their own.
 */
export default function DocContent({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return undefined;
    const disableLinks = enableContentLinks(container);
    const disableCopy = enableCopyButtons(container);
    const unmountIslands = hydrateIslands(container);
    return () => {
      disableLinks();
      disableCopy();
      unmountIslands();
    };
  }, [html]);
  return <div ref={ref} className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />;
}
