import React from 'react';
import { BASE_URL_BANNER_ID, BASE_URL_BANNER_SCRIPT, BASE_URL_BANNER_STYLE, ROUTE_ATTRIBUTE } from './baseUrlBanner';

/**
 * The banner for a site served under another base path than it was built for. It is
 * server-rendered hidden, and revealed by its inline script, in the head with its style
 * (`baseUrlBannerHead`), when the bundles never started.
 */
export default function BaseUrlBanner({ route, builtPrefix }: { route: string; builtPrefix: string }) {
  return (
    <div id={BASE_URL_BANNER_ID} role="alert" hidden {...{ [ROUTE_ATTRIBUTE]: route }}>
      <strong>This site did not load properly.</strong> It was built to be served from <code>{builtPrefix || '/'}</code>{' '}
      but this page is served from <code data-prefix="">/</code>. Rebuild it for this location with{' '}
      <code data-command="">npx gatsby build</code>, or serve it from the path it was built for.
    </div>
  );
}

/**
 * The banner's style and script, for the head: the script only waits for the load event, and a
 * script in the body would stop the first paint at it (ANNOUNCEMENT_DISMISSED_SCRIPT says why).
 */
export function baseUrlBannerHead(): React.ReactElement[] {
  return [
    <style key="base-url-banner-style" dangerouslySetInnerHTML={{ __html: BASE_URL_BANNER_STYLE }} />,
    <script key="base-url-banner-script" dangerouslySetInnerHTML={{ __html: BASE_URL_BANNER_SCRIPT }} />,
  ];
}
