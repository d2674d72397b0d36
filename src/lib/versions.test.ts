import {
  currentVersionOf,
  latestVersionOf,
  mainDocRoute,
  navbarDocRoute,
  versionHref,
  type DocsOfVersion,
} from './versions';

/** Docs of a version by id, none with a slug. */
const docs = (ids: string[]): DocsOfVersion => new Map(ids.map((id) => [id, null]));

const next = { name: 'current', label: 'Next', path: '/', isLast: true, mainDocId: 'index', breadcrumbs: true };
const old = { name: '1.0', label: '1.0', path: '/1.0', isLast: false, mainDocId: 'index', breadcrumbs: true };

describe('versionHref', () => {
  it('leads to the same doc when the version has it', () => {
    expect(versionHref(next, docs(['index', 'wants']), 'wants')).toBe('/wants');
    expect(versionHref(old, docs(['index', 'wants']), 'wants')).toBe('/1.0/wants');
  });

  it("leads to the doc's slug where it has one", () => {
    expect(versionHref(old, new Map([['wants', '/lists/wants']]), 'wants')).toBe('/1.0/lists/wants');
  });

  it('falls back to the main doc', () => {
    expect(versionHref(old, docs(['index']), 'wants')).toBe('/1.0');
    expect(versionHref(next, docs([]), undefined)).toBe('/');
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
    ['current', docs(['index', 'planner'])],
    ['2.0', docs(['index', 'planner'])],
    ['1.0', docs(['index'])],
  ]);

  it("leads to the doc in the reader's version when it has it", () => {
    expect(navbarDocRoute('planner', versions, current, docIdsOf)).toBe('/next/planner');
    expect(navbarDocRoute('planner', versions, latest, docIdsOf)).toBe('/planner');
    expect(navbarDocRoute('index', versions, old, docIdsOf)).toBe('/1.0');
  });

  it("leads to the doc's slug in the version it leads to", () => {
    const slugged = new Map([...docIdsOf, ['2.0', new Map([['planner', '/plan']])]]);
    expect(navbarDocRoute('planner', versions, old, slugged)).toBe('/plan');
  });

  it("leads to the doc in the latest version where the reader's version lacks it", () => {
    expect(navbarDocRoute('planner', versions, old, docIdsOf)).toBe('/planner');
  });

  it('takes the doc to be in the given version without the ids of each', () => {
    expect(navbarDocRoute('planner', versions, latest)).toBe('/planner');
  });
});
