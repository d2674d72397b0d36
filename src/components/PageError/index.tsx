import React, { useEffect, useRef } from 'react';
import { withPrefix } from 'gatsby';
import siteConfig from '../../config/site.config';
import { causeChain } from '../../lib/errorCauses';
import { pageTitle } from '../../lib/head';
import * as styles from './styles.module.css';
import { useForcedTitle } from './useForcedTitle';
import { lazyUiStrings } from '../../browser/lazyUiStrings';

/**
 * Browser title while a page shows its crash screen. The one component that reads the site config
 * itself, not the site chrome's settings (useSiteChrome): the crash screen also shows when the
 * layout crashed, which a missing site chrome does.
 */
const pageErrorTitle = (label: string) => pageTitle(label, siteConfig.title, siteConfig.titleDelimiter);

interface Props {
  error: unknown;
  tryAgain: () => void;
  /** Shown without the layout (because the layout itself crashed): the screen is the page's <main>. */
  standalone?: boolean;
}

/**
 * What a page shows after it crashed: "This page crashed.", a Try again button and the chain of
 * error causes. It takes the page's place inside the layout, so navbar, sidebar and footer stay.
 */
export default function PageError({ error, tryAgain, standalone = false }: Props) {
  const Frame = standalone ? 'main' : 'div';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const strings = lazyUiStrings();
  useForcedTitle(pageErrorTitle(strings['pageError.browserTitle']));
  useEffect(() => headingRef.current?.focus(), []);
  const causes = causeChain(error);
  return (
    <Frame className={styles.page}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
        {strings['pageError.title']}
      </h1>
      <p>{strings['pageError.text']}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={tryAgain}>
          {strings['error.tryAgain']}
        </button>
        <a href={withPrefix('/')}>{strings['pageError.homeLink']}</a>
      </div>
      <h2 className={styles.causesTitle}>{strings['pageError.causesTitle']}</h2>
      <ol className={styles.causes} aria-label={strings['pageError.causesLabel']}>
        {causes.map((message, index) => (
          <li key={index}>
            {index > 0 && <span className={styles.causedBy}>{strings['pageError.causedBy']} </span>}
            <code>{message}</code>
          </li>
        ))}
      </ol>
    </Frame>
  );
}
