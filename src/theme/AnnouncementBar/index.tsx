import React from 'react';
import type { SiteConfig } from '../../config/schema';
import IconButton from '../IconButton';

type Bar = NonNullable<SiteConfig['announcementBar']>;

/**
 * The optional bar above the navbar; its content is HTML written by the site's editors. A closed
 * bar is hidden before paint by the inline head script; its close button works once scripts run
 * (src/browser/behaviours/announcementBar.ts).
 */
export default function AnnouncementBar({ bar }: { bar: Bar }) {
  const colours = bar.backgroundColor ? { background: bar.backgroundColor, color: bar.textColor } : undefined;
  return (
    <div className="announcement" role="region" aria-label="Announcement" style={colours}>
      <div className="announcement__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <IconButton
          className="announcement__close"
          aria-label="Close announcement"
          data-behaviour="announcement-close"
          data-announcement-id={bar.id}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M5 5l14 14M19 5L5 19" />
          </svg>
        </IconButton>
      )}
    </div>
  );
}
