import React from 'react';
import type { AnnouncementBarSettings } from '../../config/navigationSchema';
import { announcementColours, announcementDismissedScript } from '../../lib/announcementBar';
import IconButton from '../../chrome/IconButton';
import CloseIcon from '../../chrome/Icons/Close';

/**
 * The optional bar above the navbar; its content is HTML written by the site's editors, sanitised at
 * build (src/lib/editorHtml.ts). A closed bar is hidden before paint by the inline script just
 * before it, which runs while the page is parsed, before the bar is; its close button works once
 * scripts run (src/browser/behaviours/announcementBar.ts).
 */
export default function AnnouncementBar({ bar }: { bar: AnnouncementBarSettings }) {
  return (
    <>
      {bar.isCloseable && <script dangerouslySetInnerHTML={{ __html: announcementDismissedScript(bar.id) }} />}
      <div className="announcement" role="region" aria-label="Announcement" style={announcementColours(bar)}>
        <div className="announcement__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
        {bar.isCloseable && (
          <IconButton
            className="announcement__close"
            aria-label="Close announcement"
            data-behaviour="announcement-close"
            data-announcement-id={bar.id}
          >
            <CloseIcon size={16} />
          </IconButton>
        )}
        {/* Parsed last: the bar's content shows once all of it has arrived (styles.css). */}
        <span className="announcement__parsed" hidden />
      </div>
    </>
  );
}
