import React from 'react';
import * as styles from './styles.module.css';

/**
 * A doc's body: HTML rendered at build time, not a component tree. React writes it and never
 * hydrates it; its links, copy buttons and islands (such as tabs) work through the site's
 * behaviours (src/browser/behaviours).
 */
export default function DocContent({ html }: { html: string }) {
  return <div className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />;
}
