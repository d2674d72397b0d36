import { notFoundRedirect, withoutHtmlSuffix } from './notFoundRedirect';

describe('withoutHtmlSuffix', () => {
  it('strips .html and index.html', () => {
    expect(withoutHtmlSuffix('/resources.html')).toBe('/resources');
    expect(withoutHtmlSuffix('/resources/index.html')).toBe('/resources');
    expect(withoutHtmlSuffix('/index.html')).toBe('/');
    expect(withoutHtmlSuffix('/guides/wants.html')).toBe('/guides/wants');
  });

  it('leaves other paths alone', () => {
    expect(withoutHtmlSuffix('/resources')).toBeNull();
    expect(withoutHtmlSuffix('/resources.htm')).toBeNull();
    expect(withoutHtmlSuffix('/html')).toBeNull();
  });
});

describe('notFoundRedirect', () => {
  const routes = new Set(['/', '/resources', '/wants']);

  it('sends a .html path of a page to the page, keeping query and hash', () => {
    expect(notFoundRedirect({ pathname: '/resources.html', search: '?q=grading', hash: '#condition' }, routes)).toBe(
      '/resources?q=grading#condition',
    );
    expect(notFoundRedirect({ pathname: '/index.html', search: '', hash: '' }, routes)).toBe('/');
  });

  it('leaves the reader on the not-found page when no page matches', () => {
    expect(notFoundRedirect({ pathname: '/blog.html', search: '', hash: '' }, routes)).toBeNull();
    expect(notFoundRedirect({ pathname: '/nothing', search: '', hash: '' }, routes)).toBeNull();
  });

  it('follows a config redirect when no page matches, keeping query and hash', () => {
    const redirects = [{ from: '/guides/:slug', to: '/:slug' }];
    expect(notFoundRedirect({ pathname: '/guides/wants', search: '?a=1', hash: '#export' }, routes, redirects)).toBe(
      '/wants?a=1#export',
    );
    expect(notFoundRedirect({ pathname: '/elsewhere', search: '', hash: '' }, routes, redirects)).toBeNull();
  });
});
