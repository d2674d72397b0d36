/** The parts of the Network Information API that decide whether prefetching is welcome. */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/** Links prefetch, except on 2g connections or with data saving on. */
export function connectionAllowsPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !(connection.effectiveType ?? '').includes('2g');
}
