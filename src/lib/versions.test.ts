import { currentVersionOf, latestVersionOf, mainDocRoute, navbarDocRoute, versionHref } from './versions';

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

describe('latestVersionOf', () => {
  it('is the version marked isLast, else the current docs', () => {
    const released = { ...old, path: '/', isLast: true };
    expect(latestVersionOf([{ ...next, path: '/next', isLast: false }, released])).toBe(released);
    expect(latestVersionOf([old, { ...next, isLast: false }])).toEqual({ ...next, isLast: false });
  });
});

describe('navbarDocRoute', () => {
  const current = { ...next, path: '/next', isLast: false };
  const latest = { ...old, name: '2.0', path: '/', isLast: true };
  const versions = [current, latest, old];
  const docIdsOf = new Map([
    ['current', new Set(['index', 'planner'])],
    ['2.0', new Set(['index', 'planner'])],
    ['1.0', new Set(['index'])],
  ]);

  it("leads to the doc in the reader's version when it has it", () => {
    expect(navbarDocRoute('planner', versions, current, docIdsOf)).toBe('/next/planner');
    expect(navbarDocRoute('planner', versions, latest, docIdsOf)).toBe('/planner');
    expect(navbarDocRoute('index', versions, old, docIdsOf)).toBe('/1.0');
  });

  it("leads to the doc in the latest version where the reader's version lacks it", () => {
    expect(navbarDocRoute('planner', versions, old, docIdsOf)).toBe('/planner');
  });

  it('takes the doc to be in the given version without the ids of each', () => {
    expect(navbarDocRoute('planner', versions, latest)).toBe('/planner');
  });
});
