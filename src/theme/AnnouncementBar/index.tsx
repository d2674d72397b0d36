import React, { useCallback, useSyncExternalStore } from 'react';
import type { SiteConfig } from '../../config/schema';
import {
  ANNOUNCEMENT_DISMISSED_ATTRIBUTE,
  ANNOUNCEMENT_DISMISSED_KEY,
  ANNOUNCEMENT_ID_KEY,
  rememberDismissal,
} from '../../lib/announcementBar';
import IconButton from '../IconButton';
import * as styles from './styles.module.css';

type Bar = NonNullable<SiteConfig['announcementBar']>;

// The closed state lives on <html> (set before paint by the inline head script); React reads it from there.
const listeners = new Set<() => void>();

function readDismissed(): boolean {
  return document.documentElement.hasAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
}

function markDismissed(): void {
  document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, '');
  listeners.forEach((listener) => listener());
}

function close(barId: string): void {
  markDismissed();
  try {
    rememberDismissal(window.localStorage, barId);
  } catch {
    // Storage can be blocked (private mode, policy); the bar still closes on this page.
  }
}

/** Whether the reader closed this bar, here or in another tab. */
function useDismissed(barId: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      // The reader closed the same bar in another tab: close it here too.
      const onStorage = (event: StorageEvent) => {
        if (event.key !== ANNOUNCEMENT_DISMISSED_KEY && event.key !== ANNOUNCEMENT_ID_KEY) return;
        const storage = event.storageArea;
        if (storage?.getItem(ANNOUNCEMENT_DISMISSED_KEY) === 'true' && storage.getItem(ANNOUNCEMENT_ID_KEY) === barId) {
          markDismissed();
        }
      };
      listeners.add(listener);
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    [barId],
  );
  return useSyncExternalStore(subscribe, readDismissed, () => false);
}

/** The optional bar above the navbar; its content is HTML written by the site's editors. */
export default function AnnouncementBar({ bar }: { bar: Bar }) {
  const dismissed = useDismissed(bar.id);
  if (bar.isCloseable && dismissed) return null;
  const colours = bar.backgroundColor ? { background: bar.backgroundColor, color: bar.textColor } : undefined;
  return (
    <div className={styles.bar} role="region" aria-label="Announcement" style={colours}>
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <IconButton className={styles.close} aria-label="Close announcement" onClick={() => close(bar.id)}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M5 5l14 14M19 5L5 19" />
          </svg>
        </IconButton>
      )}
    </div>
  );
}
