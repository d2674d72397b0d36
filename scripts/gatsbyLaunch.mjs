// How scripts/gatsby.mjs starts Gatsby's CLI: the arguments it passes on and the environment it sets.

const SETTING = /^([A-Z_][A-Z0-9_]*)=(.*)$/s;

/**
 * How Gatsby's processes run V8, each measured in alternating cold builds of 3,000 docs on this
 * 2-core machine. V8 runs its garbage collection and compilation helpers on a pool of background
 * threads, four by default; a build keeps every core busy already (a render worker per core, then
 * Gatsby's own workers), so those helpers only took time from them: with one, 93 s instead of 99 to
 * 105 s. A young generation twice V8's default (semi-spaces of 32 MB) then took 5 s more off (88 and
 * 95 s against 93 and 100 s): Gatsby's process copies every doc's record through it, and with the
 * default the records outlived its collections and were copied again (the render workers set their
 * own, src/render/renderPool.ts). Given in NODE_OPTIONS, not as arguments: Gatsby's Parcel step
 * starts worker threads with the process's arguments, which must not hold options of the whole process.
 */
export const V8_OPTIONS = '--v8-pool-size=1 --max-semi-space-size=32';

/**
 * Splits the launcher's arguments into leading `NAME=value` settings and Gatsby's arguments, and
 * makes Gatsby's environment: `env` with the settings, telemetry off, and `V8_OPTIONS` before any
 * NODE_OPTIONS given, which may set other values.
 * @param {string[]} argv the arguments after the script's name
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ args: string[], env: NodeJS.ProcessEnv }}
 */
export function gatsbyLaunch(argv, env) {
  const args = [...argv];
  const settings = {};
  while (args.length > 0 && SETTING.test(args[0])) {
    const [, name, value] = SETTING.exec(args.shift());
    settings[name] = value;
  }
  const merged = { ...env, ...settings };
  return {
    args,
    env: {
      ...merged,
      GATSBY_TELEMETRY_DISABLED: '1',
      NODE_OPTIONS: [V8_OPTIONS, merged.NODE_OPTIONS].filter(Boolean).join(' '),
    },
  };
}
