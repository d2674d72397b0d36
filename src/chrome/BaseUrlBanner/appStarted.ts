import { APP_STARTED_FLAG } from './baseUrlBanner';

/** Tells the base-URL banner's inline script that the bundles loaded and ran. */
export function markAppStarted(): void {
  (window as unknown as Record<string, unknown>)[APP_STARTED_FLAG] = true;
}
