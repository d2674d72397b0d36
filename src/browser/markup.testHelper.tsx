import React, { type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { fixtureNavigation, fixtureSettings } from '../config/navigation.testHelper';
import { ChromeProvider, type ChromeContextValue } from '../contexts/Chrome';
import { ENGLISH } from '../lib/i18n/stringsFile';

/**
 * Puts the markup the build renders for `element` into the page, as the browser receives it: static
 * HTML, no React behind it. The chrome's context defaults to a site at the root with no sidebar.
 */
export function showBuiltMarkup(element: ReactElement, chrome: Partial<ChromeContextValue> = {}): void {
  document.body.innerHTML = renderToStaticMarkup(
    <ChromeProvider
      value={{
        pathPrefix: '',
        pathname: '',
        sidebars: {},
        navigation: fixtureNavigation,
        settings: fixtureSettings,
        strings: ENGLISH,
        ...chrome,
      }}
    >
      {element}
    </ChromeProvider>,
    { identifierPrefix: 'built-' },
  );
}
