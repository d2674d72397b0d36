export declare function floorHeaderRules(
  siteRules: Array<{ path: string; headers: Record<string, string> }>,
  file: string,
): Array<{ path: string; headers: Record<string, string> }>;
