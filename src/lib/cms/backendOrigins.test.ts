import { cmsBackendOrigins } from './backendOrigins';

const local = 'http://127.0.0.1:8081/api/v1';

describe('cmsBackendOrigins', () => {
  it("is GitHub's API and the OAuth server, with no local server beside a Git backend", () => {
    const config = {
      backend: { name: 'github' as const, repo: 'trove/docs', branch: 'main', base_url: 'https://auth.trove.app' },
      local_backend: false,
    };
    expect(cmsBackendOrigins(config, local)).toEqual(['https://api.github.com', 'https://auth.trove.app']);
  });

  it('is the local decap-server alone without a Git backend', () => {
    const config = {
      backend: { name: 'proxy' as const, proxy_url: 'http://localhost:8081/api/v1', branch: 'main' },
      local_backend: true,
    };
    expect(cmsBackendOrigins(config, local)).toEqual(['http://localhost:8081', 'http://127.0.0.1:8081']);
  });

  it('takes the API root it is given, and no local server when it is off', () => {
    const config = {
      backend: {
        name: 'gitea' as const,
        repo: 'trove/docs',
        branch: 'main',
        api_root: 'https://git.example.com/api/v1',
      },
      local_backend: false,
    };
    expect(cmsBackendOrigins(config, local)).toEqual(['https://git.example.com']);
  });
});
