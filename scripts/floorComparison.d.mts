/** What the site and the floor measured on one page (scripts/floorBench.mjs). */
export interface BuildMeasurements {
  jsBytes: number;
  tbtMs: number[];
  scores: number[];
  /** Lighthouse's simulated LCP minus FCP, each round. */
  lcpAfterFcpMs: number[];
  traced: Array<{ blockingMs: number; tbtMs: number; layoutMs: number }>;
}

/** Per page: the site, the floor, and the Lighthouse runs of the floor's copy. */
export type FloorResults = Record<
  string,
  { site: BuildMeasurements; floor: BuildMeasurements; floorCopy: { tbtMs: number[]; scores: number[] } }
>;

export declare const TBT_BUDGET_MS: number;
export declare const LCP_AFTER_FCP_BUDGET_MS: number;
export declare const JS_ABOVE_FLOOR_BUDGET_BYTES: number;

export declare function compareWithFloor(
  results: FloorResults,
  jsBudgetBytes: number,
): { rows: Array<Record<string, string>>; broken: string[] };

export declare function median(values: number[]): number;
