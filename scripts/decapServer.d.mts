import type { ChildProcess, SpawnOptions } from 'node:child_process';

export function spawnDecapServer(
  options: { cwd: string; contentDir: string; port: number | string } & Pick<SpawnOptions, 'stdio' | 'detached'>,
): ChildProcess;
