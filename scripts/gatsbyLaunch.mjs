// How scripts/gatsby.mjs starts Gatsby's CLI: the arguments it passes on and the environment it sets.

const SETTING = /^([A-Z_][A-Z0-9_]*)=(.*)$/s;

/**
 * V8 runs its garbage collection and compilation helpers on a pool of background threads, four by
 * default. A build keeps every core busy already (a render worker per core, then Gatsby's own
 * workers), so those helpers only take time from them: on this 2-core machine, one helper thread made
 * a cold build of 3,000 docs take 93 s instead of 99 to 105 s, in alternating runs. It is given in
 * NODE_OPTIONS, not as an argument: Gatsby's Parcel step starts worker threads with the process's
 * arguments, which must not hold an option of the whole process.
 */
export const V8_POOL_OPTION = '--v8-pool-size=1';

/**
 * Splits the launcher's arguments into leading `NAME=value` settings and Gatsby's arguments, and
 * makes Gatsby's environment: `env` with the settings, telemetry off, and `V8_POOL_OPTION` before any
 * NODE_OPTIONS given, which may set another size.
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
      NODE_OPTIONS: [V8_POOL_OPTION, merged.NODE_OPTIONS].filter(Boolean).join(' '),
    },
  };
}
