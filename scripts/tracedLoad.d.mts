export declare function mainThreadFigures(
  events: Array<{ name: string; pid: number; tid: number; ts: number; dur?: number }>,
): {
  blockingMs: number;
  tbtMs: number;
  layoutMs: number;
};
