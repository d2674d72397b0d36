import React, { type MouseEvent } from 'react';
import * as styles from './styles.module.css';

/** Id of the <main> element the skip link moves focus to. */
export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: lets keyboard readers jump past the navigation. */
export default function SkipToContent() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      Skip to main content
    </a>
  );
}
