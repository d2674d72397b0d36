export declare const V8_POOL_OPTION: string;
export declare function gatsbyLaunch(
  argv: string[],
  env: NodeJS.ProcessEnv,
): { args: string[]; env: NodeJS.ProcessEnv };
