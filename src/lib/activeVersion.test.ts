import { activeVersion } from './activeVersion';

const next = { name: 'current', label: 'Next', path: '/next', isLast: false, mainDocId: 'index', breadcrumbs: true };
const latest = { name: '1.0', label: '1.0', path: '/', isLast: true, mainDocId: 'index', breadcrumbs: true };
const old = { name: '0.9', label: '0.9', path: '/0.9', isLast: false, mainDocId: 'intro', breadcrumbs: false };

describe('activeVersion', () => {
  it("is the doc's own version on a doc page, so navbar links stay in the version the reader is reading", () => {
    expect(activeVersion([next, latest, old], '0.9')).toBe(old);
    expect(activeVersion([next, latest, old], 'current')).toBe(next);
  });

  it('is the latest version, served at the root, off doc pages', () => {
    expect(activeVersion([next, latest, old], undefined)).toBe(latest);
  });

  it('is the latest version when no version has the name the page gives', () => {
    expect(activeVersion([next, latest, old], '2.0')).toBe(latest);
  });

  it('is the current version while no release is the latest', () => {
    expect(activeVersion([{ ...next, path: '/', isLast: true }, old], undefined).name).toBe('current');
  });
});
