export declare function mainThreadFigures(
  events: Array<{ name: string; pid: number; tid: number; ts: number; dur?: number }>,
): {
  blockingMs: number;
  tbtMs: number;
  layoutMs: number;
};

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string } };
}

export declare function layoutsForcedByScripts(events: TraceEvent[], scriptUrlPart: string): TraceEvent[];

export declare function recordTrace(
  cdp: import('@playwright/test').CDPSession,
  run: () => Promise<void>,
): Promise<TraceEvent[]>;
