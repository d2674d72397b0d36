import { MAX_REQUEST_TARGET, readRequestTarget } from './requestTarget';

describe('readRequestTarget', () => {
  it('reads the path, still encoded, and the query', () => {
    expect(readRequestTarget('/resources?tab=2')).toEqual({ pathname: '/resources', search: '?tab=2' });
    expect(readRequestTarget('/caf%C3%A9')).toEqual({ pathname: '/caf%C3%A9', search: '' });
    expect(readRequestTarget('/wants?')).toEqual({ pathname: '/wants', search: '' });
    // Paths that are no file and no redirect are for the server to answer 404, not refused here.
    for (const pathname of ['//[', '//evil.com', '/%5Cevil.com', '/%2F%2Fevil.com', '/%C3', '/a/%2e%2e/wants'])
      expect(readRequestTarget(pathname)).toEqual({ pathname, search: '' });
  });

  it.each([
    ['http://evil.com/', 400],
    ['*', 400],
    ['evil.com', 400],
    ['/%', 400],
    ['/%zz', 400],
    ['/wants%2', 400],
    ['/%00', 400],
    ['/..%2f..%2fetc/passwd', 400],
    ['/%2e%2e/', 400],
    ['/a/../../etc', 400],
    [`/${'x'.repeat(MAX_REQUEST_TARGET)}`, 414],
  ])('refuses %j with %i', (target, status) => {
    expect(readRequestTarget(target)).toMatchObject({ status });
  });
});
