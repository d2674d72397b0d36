import React, { type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { fixtureNavigation, fixtureSettings } from '../../config/navigation.testHelper';
import { ChromeProvider } from '../../contexts/Chrome';
import type { SidebarEntry, SidebarParts } from '../../lib/sidebar';
import { sidebarParts } from './sidebarParts';
import { ENGLISH } from '../../lib/i18n/stringsFile';

/** A sidebar's parts as the build renders them for its file, under `pathPrefix`. */
export function renderSidebarParts(items: SidebarEntry[], pathPrefix = ''): SidebarParts {
  return sidebarParts(items, (element: ReactElement) =>
    renderToStaticMarkup(
      <ChromeProvider
        value={{
          pathPrefix,
          pathname: '',
          sidebars: {},
          navigation: fixtureNavigation,
          settings: fixtureSettings,
          strings: ENGLISH,
        }}
      >
        {element}
      </ChromeProvider>,
    ),
  );
}
