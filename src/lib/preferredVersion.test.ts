import { preferredVersionStorageKey } from './preferredVersion';

describe('preferred version', () => {
  it('is stored per docs plugin', () => {
    expect(preferredVersionStorageKey('default')).toBe('docs-preferred-version-default');
  });
});
