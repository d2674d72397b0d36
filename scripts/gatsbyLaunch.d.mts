export declare const V8_OPTIONS: string;
export declare function gatsbyLaunch(
  argv: string[],
  env: NodeJS.ProcessEnv,
): { args: string[]; env: NodeJS.ProcessEnv };
