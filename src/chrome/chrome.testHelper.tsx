import React, { type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { fixtureNavigation, fixtureSettings } from '../config/navigation.testHelper';
import { ChromeProvider } from '../contexts/Chrome';

/** Renders a part's markup with the chrome's context of a site under `pathPrefix`, with no sidebar. */
export function renderInChrome(element: ReactElement, pathPrefix = '') {
  return render(
    <ChromeProvider
      value={{ pathPrefix, pathname: '', sidebars: {}, navigation: fixtureNavigation, settings: fixtureSettings }}
    >
      {element}
    </ChromeProvider>,
  );
}
