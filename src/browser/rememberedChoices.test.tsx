import React from 'react';
import { preferredVersionStorageKey } from '../lib/preferredVersion';
import Dropdown from '../chrome/Dropdown';
import DocsVersionDropdownNavbarItem from '../chrome/NavbarItem/DocsVersionDropdownNavbarItem';
import { showBuiltMarkup } from './markup.testHelper';
import { dropStaleChoices, REMEMBER_ATTRIBUTE, REMEMBER_VALUE_ATTRIBUTE } from './rememberedChoices';

const key = preferredVersionStorageKey('default');

/** A link of a dropdown that remembers, under `storageKey`, the choice `value`. */
const remembering = (label: string, storageKey: string, value: string) => ({
  label,
  href: `/${label}/`,
  data: { [REMEMBER_ATTRIBUTE]: storageKey, [REMEMBER_VALUE_ATTRIBUTE]: value },
});

/** The version dropdowns of two docs plugins: the docs offer 1.0 and 0.9, the API reference v2. */
function showVersionDropdowns() {
  const apiKey = preferredVersionStorageKey('api');
  showBuiltMarkup(
    <>
      <Dropdown label="Docs version" links={[remembering('1.0', key, '1.0'), remembering('0.9', key, '0.9')]} />
      <Dropdown label="API version" links={[remembering('v2', apiKey, 'v2')]} />
    </>,
  );
  return apiKey;
}

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('dropStaleChoices', () => {
  it('drops a stored docs version the site no longer offers', () => {
    showVersionDropdowns();
    localStorage.setItem(key, '0.8');
    dropStaleChoices();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('keeps a stored version the page still offers, whichever link offers it', () => {
    showVersionDropdowns();
    for (const version of ['1.0', '0.9']) {
      localStorage.setItem(key, version);
      dropStaleChoices();
      expect(localStorage.getItem(key)).toBe(version);
    }
  });

  it('judges each remembered choice by the links of its own key', () => {
    const apiKey = showVersionDropdowns();
    // 0.9 is a docs version, not one of the API reference.
    localStorage.setItem(key, '1.0');
    localStorage.setItem(apiKey, '0.9');
    dropStaleChoices();
    expect(localStorage.getItem(key)).toBe('1.0');
    expect(localStorage.getItem(apiKey)).toBeNull();
  });

  it('leaves alone what no link of the page can remember: other settings, and choices on a page without their dropdown', () => {
    showBuiltMarkup(<Dropdown label="Community" links={[{ label: 'Forum', href: 'https://community.trove.app' }]} />);
    localStorage.setItem('theme', 'dark');
    localStorage.setItem(key, '0.8');
    dropStaleChoices();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(localStorage.getItem(key)).toBe('0.8');
  });

  it('stores nothing when nothing was remembered', () => {
    showVersionDropdowns();
    dropStaleChoices();
    expect(localStorage).toHaveLength(0);
  });

  it('does nothing, and does not throw, when storage is blocked', () => {
    showVersionDropdowns();
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    const removeItem = jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);
    expect(() => dropStaleChoices()).not.toThrow();
    expect(removeItem).not.toHaveBeenCalled();
  });

  it("reads the version dropdown the navbar renders: a version the site's config no longer has is dropped", () => {
    showBuiltMarkup(<DocsVersionDropdownNavbarItem />);
    localStorage.setItem(key, '0.8');
    dropStaleChoices();
    expect(localStorage.getItem(key)).toBeNull();
    localStorage.setItem(key, 'current');
    dropStaleChoices();
    expect(localStorage.getItem(key)).toBe('current');
  });
});
