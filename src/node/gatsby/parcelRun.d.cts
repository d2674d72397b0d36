export declare function foldersParcelSkips(rootEntries: { name: string; isDirectory(): boolean }[]): string[];
export declare function parcelHasWork(root: string): boolean;
export declare function scopeSnapshots(watcher: {
  writeSnapshot: (...args: unknown[]) => unknown;
  getEventsSince: (...args: unknown[]) => unknown;
}): void;
