import React from 'react';
import type { AnnouncementBarSettings } from '../../config/navigationSchema';
import { behaviourAttribute } from '../behaviourAttribute';
import { ANNOUNCEMENT_ID_ATTRIBUTE, announcementColours, announcementHiddenStyle } from './announcementBar';
import { ANNOUNCEMENT_CLOSE_BEHAVIOUR } from './names';
import IconButton from '../IconButton';
import CloseIcon from '../Icons/Close';
import { useChrome } from '../../contexts/Chrome';

/**
 * The optional bar above the navbar; its content is HTML written by the site's editors, sanitised at
 * build (src/lib/editorHtml.ts). A closed bar is hidden before paint by the style rule just before
 * it, which the head's script (ANNOUNCEMENT_DISMISSED_SCRIPT) makes match; its close button works
 * once scripts run (./behaviour.ts).
 */
export default function AnnouncementBar({ bar }: { bar: AnnouncementBarSettings }) {
  const { strings } = useChrome();
  return (
    <>
      {bar.isCloseable && <style dangerouslySetInnerHTML={{ __html: announcementHiddenStyle(bar.id) }} />}
      <div
        className="announcement"
        role="region"
        aria-label={strings['announcement.label']}
        style={announcementColours(bar)}
      >
        <div className="announcement__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
        {bar.isCloseable && (
          <IconButton
            className="announcement__close"
            aria-label={strings['announcement.close']}
            {...behaviourAttribute(ANNOUNCEMENT_CLOSE_BEHAVIOUR)}
            {...{ [ANNOUNCEMENT_ID_ATTRIBUTE]: bar.id }}
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
