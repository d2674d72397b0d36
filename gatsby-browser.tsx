import React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import RootWrapper from './src/browser/RootWrapper';
import './src/styles/tokens.css';
import './src/styles/global.css';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <RootWrapper>{element}</RootWrapper>;
