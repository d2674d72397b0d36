import { connectionAllowsPrefetch } from './prefetch';

describe('connectionAllowsPrefetch', () => {
  it('allows prefetching on fast connections and where the browser does not say', () => {
    expect(connectionAllowsPrefetch(undefined)).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '3g' })).toBe(true);
  });

  it('refuses on 2g, slow-2g and with data saving on', () => {
    expect(connectionAllowsPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});
