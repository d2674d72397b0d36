import React, { type ReactNode } from 'react';
import { useChrome } from '../../contexts/Chrome';
import type { LastUpdate } from '../../lib/docs/lastUpdate';
import { messageParts } from '../../lib/i18n/format';
import { localeOf } from '../../lib/locales';
import { lastUpdatedDate } from './lastUpdatedDate';

/** What the end of a doc shows: where it is edited, and when and by whom it last changed. */
export interface DocFooterProps {
  editUrl?: string;
  lastUpdate?: LastUpdate;
}

/** The "Last updated on … by …" line, with the parts known. */
function LastUpdated({ date, author }: LastUpdate) {
  const { strings, settings, locale } = useChrome();
  const time = date && (
    <time key="date" dateTime={date}>
      {lastUpdatedDate(date, localeOf(settings.i18n, locale))}
    </time>
  );
  const name = author && <b key="author">{author}</b>;
  let parts: Array<ReactNode>;
  if (time && name) parts = messageParts(strings, 'docFooter.lastUpdatedAtBy', { date: time, author: name });
  else if (time) parts = messageParts(strings, 'docFooter.lastUpdatedAt', { date: time });
  else parts = messageParts(strings, 'docFooter.lastUpdatedBy', { author: name });
  return <p className="doc-footer__last-updated">{parts}</p>;
}

/**
 * The end of a doc: "Edit this page" and "Last updated on … by …", rendered at build time like the
 * rest of the chrome. The edit page opens in a new tab, so the reader keeps the doc (and the
 * site's router leaves the CMS's page, which is no page of the site, to the browser).
 */
export default function DocFooter({ editUrl, lastUpdate }: DocFooterProps) {
  const { strings } = useChrome();
  if (!editUrl && !lastUpdate) return null;
  return (
    <div className="doc-footer">
      {editUrl && (
        <a href={editUrl} target="_blank" rel="noopener noreferrer" className="doc-footer__edit">
          {strings['docFooter.editThisPage']}
        </a>
      )}
      {lastUpdate && <LastUpdated {...lastUpdate} />}
    </div>
  );
}
