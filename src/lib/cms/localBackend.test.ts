import { cmsLocalPort, localBackendUrl } from './localBackend';

describe('cmsLocalPort', () => {
  it("is decap-server's own default without the variable", () => {
    expect(cmsLocalPort({})).toBe(8081);
    expect(cmsLocalPort({ CMS_LOCAL_PORT: '' })).toBe(8081);
  });

  it('takes a port number and names the variable and the fix for anything else', () => {
    expect(cmsLocalPort({ CMS_LOCAL_PORT: '9181' })).toBe(9181);
    expect(() => cmsLocalPort({ CMS_LOCAL_PORT: '81' })).toThrow(
      'CMS_LOCAL_PORT: found "81"; expected a port number from 1024 to 65535 for the local decap-server. Unset it to use 8081.',
    );
    expect(() => cmsLocalPort({ CMS_LOCAL_PORT: '8081x' })).toThrow('CMS_LOCAL_PORT: found "8081x"');
  });
});

it('is the API address of the server on this machine', () => {
  expect(localBackendUrl(9181)).toBe('http://127.0.0.1:9181/api/v1');
});
