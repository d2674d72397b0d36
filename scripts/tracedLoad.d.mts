export declare function mainThreadFigures(events: Array<{ name: string; pid: number; tid: number; dur?: number }>): {
  blockingMs: number;
  layoutMs: number;
};
