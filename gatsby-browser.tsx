// Global styles first, so they precede every component's CSS module in the one stylesheet.
import './src/styles/tokens.css';
import './src/styles/global.css';
import React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import PageErrorBoundary from './src/browser/PageErrorBoundary';
import RootWrapper from './src/browser/RootWrapper';
import { markAppStarted } from './src/browser/appStarted';
import { warnOnChunkLoadFailure } from './src/browser/chunkFailureWarning';
import { applyPrefetchPolicy } from './src/browser/prefetchPolicy';
import { finishNavigationProgress, trackNavigationStarts } from './src/browser/progressBar';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <RootWrapper>{element}</RootWrapper>;

// Keyed by path: a crash on one page does not carry over to the next one the reader opens.
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <PageErrorBoundary key={props.location.pathname}>{element}</PageErrorBoundary>
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
  warnOnChunkLoadFailure();
  trackNavigationStarts();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => finishNavigationProgress();
