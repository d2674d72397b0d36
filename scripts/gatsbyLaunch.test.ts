/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { gatsbyLaunch, V8_OPTIONS } from './gatsbyLaunch.mjs';

/** Threads of a Node process started with `env`, read from /proc (the platform CI and this machine run). */
const threadsOf = (env: NodeJS.ProcessEnv) =>
  Number(
    spawnSync(process.execPath, ['-e', "console.log(require('fs').readdirSync('/proc/self/task').length)"], {
      env,
      encoding: 'utf8',
    }).stdout,
  );

describe('gatsbyLaunch', () => {
  it('passes the arguments after the leading settings on, and sets those, telemetry off and its V8 options', () => {
    const { args, env } = gatsbyLaunch(['TROVE_CONTENT_DIR=e2e/testContent', 'build', '--prefix-paths'], {
      PATH: '/usr/bin',
    });
    expect(args).toEqual(['build', '--prefix-paths']);
    expect(env).toEqual({
      PATH: '/usr/bin',
      TROVE_CONTENT_DIR: 'e2e/testContent',
      GATSBY_TELEMETRY_DISABLED: '1',
      NODE_OPTIONS: '--v8-pool-size=1 --max-semi-space-size=32',
    });
  });

  it('keeps options given in NODE_OPTIONS, from the environment or a setting, after its own, so a size given there wins', () => {
    expect(gatsbyLaunch(['build'], { NODE_OPTIONS: '--max-old-space-size=4096' }).env.NODE_OPTIONS).toBe(
      '--v8-pool-size=1 --max-semi-space-size=32 --max-old-space-size=4096',
    );
    expect(gatsbyLaunch(['NODE_OPTIONS=--v8-pool-size=3', 'build'], {}).env.NODE_OPTIONS).toBe(
      '--v8-pool-size=1 --max-semi-space-size=32 --v8-pool-size=3',
    );
  });

  it('gives Gatsby a process with fewer threads than Node starts by default', () => {
    const { env } = gatsbyLaunch([], { PATH: process.env.PATH });
    expect(env.NODE_OPTIONS).toBe(V8_OPTIONS);
    expect(threadsOf(env)).toBeLessThan(threadsOf({ PATH: process.env.PATH }));
  });
});
