import { ARABIC_LOCALE } from '../config/navigation.testHelper';
import type { Locale } from '../config/schema';
import { defaultLocaleOf, leavesLocale, localeOfPage, localizedHref } from './locales';

const en: Locale = { code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' };
const fr: Locale = { code: 'fr', label: 'Français', direction: 'ltr', htmlLang: 'fr', calendar: 'gregory', path: 'fr' };

describe('localizedHref', () => {
  it('keeps the path, query and hash for the same locale', () => {
    expect(localizedHref(en, en, 'en', { pathname: '/wants', search: '?q=1', hash: '#price-ceilings' })).toBe(
      '/wants?q=1#price-ceilings',
    );
  });

  it('adds and removes the locale segment', () => {
    expect(localizedHref(fr, en, 'en', { pathname: '/wants', hash: '#x' })).toBe('/fr/wants#x');
    expect(localizedHref(fr, en, 'en', { pathname: '/' })).toBe('/fr');
    expect(localizedHref(en, fr, 'en', { pathname: '/fr/wants', search: '?a=b' })).toBe('/wants?a=b');
    expect(localizedHref(en, fr, 'en', { pathname: '/fr' })).toBe('/');
  });
});

describe('defaultLocaleOf', () => {
  it('finds the default locale by code', () => {
    expect(defaultLocaleOf({ defaultLocale: 'fr', locales: [en, fr] })).toBe(fr);
  });
});

describe('localeOfPage', () => {
  it("finds the locale its context names, and the default locale's for a page without one", () => {
    const i18n = { defaultLocale: 'fr', locales: [en, fr] };
    expect(localeOfPage(i18n, { locale: 'en' })).toBe(en);
    expect(localeOfPage(i18n, { locale: 'de' })).toBe(fr);
    expect(localeOfPage(i18n, { locale: 3 })).toBe(fr);
    expect(localeOfPage(i18n, undefined)).toBe(fr);
  });
});

describe('leavesLocale', () => {
  const i18n = { defaultLocale: 'en' };
  const arabic = ARABIC_LOCALE;
  const english = { ...arabic, code: 'en', direction: 'ltr' as const, path: 'en' };

  it("is true for a site path outside another locale's path, whose page is the default locale's", () => {
    expect(leavesLocale(i18n, arabic, '/wants')).toBe(true);
    expect(leavesLocale(i18n, arabic, '/')).toBe(true);
    expect(leavesLocale(i18n, arabic, '/area')).toBe(true);
  });

  it("is false under the locale's path, and for every path of the default locale", () => {
    for (const to of ['/ar', '/ar/', '/ar/wants', '/ar?q=1', '/ar#top'])
      expect(leavesLocale(i18n, arabic, to)).toBe(false);
    expect(leavesLocale(i18n, english, '/wants')).toBe(false);
  });
});
