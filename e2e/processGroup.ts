import fs from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

function signalGroup(groupId: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-groupId, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/**
 * Counts the processes of a group that still run. Zombies do not count: they write no file, and one whose
 * parent has gone may never be reaped here, so waiting on `kill(-group, 0)` could wait forever.
 */
async function runningMembers(groupId: number): Promise<number> {
  let running = 0;
  for (const entry of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await fs.readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // The command name, in parentheses, may hold spaces; state, parent and group follow its closing one.
    const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(group) === groupId && state !== 'Z') running++;
  }
  return running;
}

/**
 * Stops a process group started with `detached: true` and resolves once none of its processes runs,
 * so nothing still writes to the folders a test removes next (gatsby develop writes its types file late).
 * A group still running `graceMs` after SIGTERM is killed.
 */
export async function stopProcessGroup(groupId: number, graceMs = 20_000): Promise<void> {
  signalGroup(groupId, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while ((await runningMembers(groupId)) > 0) {
    if (Date.now() > deadline) signalGroup(groupId, 'SIGKILL');
    await sleep(100);
  }
}
