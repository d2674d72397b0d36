import { developSiteUrl } from './localSite';

describe('developSiteUrl', () => {
  it('is where gatsby develop serves the site, as its options give it', () => {
    expect(developSiteUrl({ host: 'localhost', port: 8000 })).toBe('http://localhost:8000');
    expect(developSiteUrl({ host: '127.0.0.1', port: '9709', https: true })).toBe('https://127.0.0.1:9709');
    expect(developSiteUrl({ host: '0.0.0.0', port: 8000 })).toBe('http://localhost:8000');
    expect(developSiteUrl({ host: '::1', port: 8000 })).toBe('http://[::1]:8000');
  });

  it('is nothing for a build, which serves no site', () => {
    expect(developSiteUrl({})).toBeUndefined();
  });
});
