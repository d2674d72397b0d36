import React, { type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { fixtureNavigation, fixtureSettings } from '../config/navigation.testHelper';
import { ChromeProvider } from '../contexts/Chrome';
import { ENGLISH } from '../lib/i18n/stringsFile';

/** Renders a part's markup with the chrome's context of a site under `pathPrefix`, with no sidebar. */
export function renderInChrome(element: ReactElement, pathPrefix = '') {
  return render(
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
  );
}
