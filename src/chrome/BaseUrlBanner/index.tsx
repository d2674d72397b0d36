import React from 'react';
import { BASE_URL_BANNER_ID, BASE_URL_BANNER_SCRIPT, BASE_URL_BANNER_STYLE, ROUTE_ATTRIBUTE } from './baseUrlBanner';

/**
 * The banner for a site served under another base path than it was built for. It is
 * server-rendered hidden, and revealed by its inline script when the bundles never started.
 */
export default function BaseUrlBanner({ route, builtPrefix }: { route: string; builtPrefix: string }) {
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: BASE_URL_BANNER_STYLE }} />
      <div id={BASE_URL_BANNER_ID} role="alert" hidden {...{ [ROUTE_ATTRIBUTE]: route }}>
        <strong>This site did not load properly.</strong> It was built to be served from{' '}
        <code>{builtPrefix || '/'}</code> but this page is served from <code data-prefix="">/</code>. Rebuild it for
        this location with <code data-command="">npx gatsby build</code>, or serve it from the path it was built for.
      </div>
      <script dangerouslySetInnerHTML={{ __html: BASE_URL_BANNER_SCRIPT }} />
    </>
  );
}
