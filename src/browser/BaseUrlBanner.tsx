import React from 'react';
import { BASE_URL_BANNER_ID, baseUrlBannerScript } from '../lib/baseUrlBanner';

// Inline styles: when the base path is wrong, no stylesheet or font of the site can be relied on.
const bannerStyle = {
  position: 'fixed',
  inset: '0 0 auto 0',
  zIndex: 1000,
  padding: '1rem',
  background: '#fdecec',
  color: '#8a1c12',
  borderBottom: '3px solid #b42318',
  font: '16px/1.5 system-ui, sans-serif',
} as const;

/**
 * The banner for a site served under another base path than it was built for (spec section 8).
 * It is server-rendered hidden, and revealed by its inline script when the bundles never started.
 */
export default function BaseUrlBanner({ route, builtPrefix }: { route: string; builtPrefix: string }) {
  return (
    <>
      <div id={BASE_URL_BANNER_ID} role="alert" hidden style={bannerStyle}>
        <strong>This site did not load properly.</strong> It was built to be served from{' '}
        <code>{builtPrefix || '/'}</code> but this page is served from <code data-prefix="">/</code>. Rebuild it for
        this location with <code data-command="">npx gatsby build</code>, or serve it from the path it was built for.
      </div>
      <script dangerouslySetInnerHTML={{ __html: baseUrlBannerScript(route) }} />
    </>
  );
}
