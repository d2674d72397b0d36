import { currentVersionOf, mainDocRoute, versionHref } from './versions';

const next = { name: 'current', label: 'Next', path: '/', isLast: true, mainDocId: 'index', breadcrumbs: true };
const old = { name: '1.0', label: '1.0', path: '/1.0', isLast: false, mainDocId: 'index', breadcrumbs: true };

describe('versionHref', () => {
  it('leads to the same doc when the version has it', () => {
    expect(versionHref(next, new Set(['index', 'wants']), 'wants')).toBe('/wants');
    expect(versionHref(old, new Set(['index', 'wants']), 'wants')).toBe('/1.0/wants');
  });

  it('falls back to the main doc', () => {
    expect(versionHref(old, new Set(['index']), 'wants')).toBe('/1.0');
    expect(versionHref(next, new Set(), undefined)).toBe('/');
  });
});

describe('currentVersionOf', () => {
  it('picks the version named current, else the first', () => {
    expect(currentVersionOf([old, next])).toBe(next);
    expect(currentVersionOf([old])).toBe(old);
  });
});

describe('mainDocRoute', () => {
  it('is the version path', () => {
    expect(mainDocRoute(next)).toBe('/');
    expect(mainDocRoute(old)).toBe('/1.0');
  });
});
