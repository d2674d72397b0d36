// Global styles first, so they precede every component's CSS module in the one stylesheet.
import './src/styles/tokens.css';
import './src/styles/global.css';
import React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import RootWrapper from './src/browser/RootWrapper';
import { applyPrefetchPolicy } from './src/browser/prefetchPolicy';
import { finishNavigationProgress, trackNavigationStarts } from './src/browser/progressBar';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <RootWrapper>{element}</RootWrapper>;

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  applyPrefetchPolicy();
  trackNavigationStarts();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => finishNavigationProgress();
