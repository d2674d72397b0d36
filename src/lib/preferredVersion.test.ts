import { preferredVersionStorageKey, resolvePreferredVersion } from './preferredVersion';

const next = { name: 'current', label: 'Next', path: '/', isLast: true, mainDocId: 'index', breadcrumbs: true };

describe('preferred version', () => {
  it('is stored per docs plugin', () => {
    expect(preferredVersionStorageKey('default')).toBe('docs-preferred-version-default');
  });

  it('resolves a stored version that exists', () => {
    expect(resolvePreferredVersion('current', [next])).toEqual({ version: next, stale: false });
  });

  it('marks a stored version the config no longer has as stale', () => {
    expect(resolvePreferredVersion('1.0', [next])).toEqual({ version: undefined, stale: true });
  });

  it('has nothing to say without a stored version', () => {
    expect(resolvePreferredVersion(null, [next])).toEqual({ version: undefined, stale: false });
  });
});
