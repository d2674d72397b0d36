import { activeVersion } from './activeVersion';

const next = { name: 'current', label: 'Next', path: '/', isLast: false, mainDocId: 'index', breadcrumbs: true };
const latest = { name: '1.0', label: '1.0', path: '/1.0', isLast: true, mainDocId: 'index', breadcrumbs: true };
const old = { name: '0.9', label: '0.9', path: '/0.9', isLast: false, mainDocId: 'intro', breadcrumbs: false };

describe('activeVersion', () => {
  it("is the doc's own version on a doc page, so navbar links stay in the version the reader is reading", () => {
    expect(activeVersion([latest, next, old], '0.9')).toBe(old);
    expect(activeVersion([latest, next, old], '1.0')).toBe(latest);
  });

  it('is the current version off doc pages, even when it is not listed first', () => {
    expect(activeVersion([latest, next, old], undefined)).toBe(next);
  });

  it('is the current version when no version has the name the page gives', () => {
    expect(activeVersion([latest, next, old], '2.0')).toBe(next);
  });

  it('is the first version when none is named current', () => {
    expect(activeVersion([latest, old], undefined)).toBe(latest);
    expect(activeVersion([latest, old], 'current')).toBe(latest);
  });
});
