import React from 'react';
import siteConfig from '../../config/site.config';
import * as styles from './styles.module.css';

/** The optional bar above the navbar; its content is HTML written by the site's editors. */
export default function AnnouncementBar() {
  const bar = siteConfig.announcementBar;
  if (!bar) return null;
  return (
    <div className={styles.bar} role="region" aria-label="Announcement">
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: bar.content }} />
    </div>
  );
}
