import React, { useEffect, useRef } from 'react';
import { withPrefix } from 'gatsby';
import siteConfig from '../../config/site.config';
import { causeChain } from '../../lib/errorCauses';
import { pageTitle } from '../../lib/head';
import * as styles from './styles.module.css';
import { useForcedTitle } from './useForcedTitle';

/** Browser title while a page shows its crash screen (spec section 8: "Page Error"). */
export const PAGE_ERROR_TITLE = pageTitle('Page Error', siteConfig.title, siteConfig.titleDelimiter);

/**
 * What a page shows after it crashed (spec section 8): "This page crashed.", a Try again button
 * and the chain of error causes. It stands alone, without the layout, which may be what crashed.
 */
export default function PageError({ error, tryAgain }: { error: unknown; tryAgain: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useForcedTitle(PAGE_ERROR_TITLE);
  useEffect(() => headingRef.current?.focus(), []);
  const causes = causeChain(error);
  return (
    <main className={styles.page}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
        This page crashed.
      </h1>
      <p>Trying again usually works. If it keeps happening, the home page still works.</p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={tryAgain}>
          Try again
        </button>
        <a href={withPrefix('/')}>Go to the home page</a>
      </div>
      <h2 className={styles.causesTitle}>What went wrong</h2>
      <ol className={styles.causes} aria-label="Error causes">
        {causes.map((message, index) => (
          <li key={index}>
            {index > 0 && <span className={styles.causedBy}>Caused by: </span>}
            <code>{message}</code>
          </li>
        ))}
      </ol>
    </main>
  );
}
