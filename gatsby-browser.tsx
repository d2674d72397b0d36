// Global styles first, then the stylesheets of the markup the build renders, so that every
// component's CSS module follows them in the one stylesheet.
import './src/styles/tokens.css';
import './src/styles/global.css';
import './src/styles/codeColors.css';
import './src/styles/chrome.css';
import React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import PageFrame from './src/components/PageFrame/index';
import { loadSidebarCode } from './src/components/Layout/index';
import { markAppStarted } from './src/chrome/BaseUrlBanner/appStarted';
import { enableBehaviours } from './src/browser/behaviours';
import { siteBehaviours } from './src/chrome/behaviours';
import { islandBehaviour } from './src/components/Islands/behaviour';
import { ISLAND_BEHAVIOUR } from './src/lib/islands';
import { loadSearchAhead } from './src/components/SearchHost/loadSearchAhead';
import { labelColorModeToggles } from './src/chrome/ColorModeToggle/colorMode';
import { enableLinks, observeLinks } from './src/browser/links';
import { applyPrefetchPolicy } from './src/browser/prefetchPolicy';
import { dropStaleChoices } from './src/browser/rememberedChoices';
import { manageRouteLoadsOnDemand, routeLoadEnded } from './src/browser/routeLoadingOnDemand';
import { enableSearchShortcuts } from './src/browser/search/launcher';

// One layout for every page, outside the pages: it stays mounted as the reader moves between them.
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <PageFrame pathname={props.location.pathname} pageContext={props.pageContext}>
    {element}
  </PageFrame>
);

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  // Inlined at build time: without a DSN the condition is `null !== null` and webpack drops the
  // import, so no Sentry code ships. With one, "eager" keeps the SDK in the app bundle.
  if (__TROVE_MONITORING__ !== null) {
    void import(/* webpackMode: "eager" */ './src/browser/monitoring/startMonitoring').then(({ startMonitoring }) =>
      startMonitoring(__TROVE_MONITORING__!),
    );
  }
  markAppStarted();
  applyPrefetchPolicy();
  // The next page's sidebar is marked before it paints: its code loads with route-change handling.
  manageRouteLoadsOnDemand(loadSidebarCode);
  enableBehaviours(siteBehaviours, { [ISLAND_BEHAVIOUR]: islandBehaviour });
  enableSearchShortcuts(loadSearchAhead);
  window.addEventListener('storage', (event) => {
    void import(/* webpackChunkName: "other-tabs" */ './src/chrome/otherTabs').then(({ followOtherTab }) =>
      followOtherTab(event),
    );
  });
};

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  enableLinks();
  dropStaleChoices();
};

// The chrome's markup may have been replaced: its links and toggles are the new page's.
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  routeLoadEnded();
  observeLinks();
  labelColorModeToggles();
};
