type Run = { date: Date; cores?: number };

export declare const FIGURE_BLOCKS: Record<'bench' | 'bench-scale' | 'bench-scale-full' | 'tests', string>;
export declare function markersOf(name: string): { start: string; end: string };
export declare function replaceBetweenMarkers(text: string, file: string, name: string, content: string): string;
export declare function markdownTable(header: string[], rows: string[][]): string;
export declare function benchBlock(
  figures: Run & {
    docJs: { site: number; floor: number };
    html: Array<{ route: string; bytes: number }>;
    css: number;
    cls: number;
    lighthouse: Record<string, number>;
    lcpAfterFcpMs: number;
    monitoring: number;
    searchOpen: number;
    keystrokeP95Ms: number;
    buildSeconds: number;
    floorBuildSeconds: number;
    develop: Record<'fresh' | 'warm', { site: number; floor: number }> & { editSeconds: number };
    budget: string;
  },
): string;
export declare function scaleBlock(
  figures: Run & {
    command: string;
    rows: Array<{
      docs: number;
      coldSeconds: number;
      /** Gatsby's floor's cold build of the same doc pages, when built. */
      floorColdSeconds?: number;
      peakRssBytes: number;
      peakProcessRssBytes: number;
      rebuildSeconds: number;
      /** Gatsby's floor's rebuild after the same edit, when built. */
      floorRebuildSeconds?: number;
      outputBytes: number;
      htmlRaw: number;
      htmlGzip: number;
      pageDataRaw: number;
      keystrokeP95Ms?: number;
    }>;
    pageDataGrowth?: number;
    targets: string;
  },
): string;
export declare function testsBlock(
  figures: Run & { seconds: number; unitTests: number; unitSuites: number; browserTests: number },
): string;
export declare function testCountsOf(log: string): { unitTests: number; unitSuites: number; browserTests: number };
export declare function recordFigures(name: keyof typeof FIGURE_BLOCKS, content: string, root?: string): void;
