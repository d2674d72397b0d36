/** @jest-environment node */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { stopProcessGroup } from './processGroup';

/**
 * Starts `script` in a shell of its own process group, as the tests start their servers, and resolves
 * once the script has printed its first line: by then its traps are set and its children started.
 */
async function startGroup(script: string): Promise<number> {
  const leader = spawn('sh', ['-c', script], { stdio: ['ignore', 'pipe', 'ignore'], detached: true });
  await once(leader.stdout!, 'data');
  return leader.pid!;
}

/** The states `ps` gives the group's processes, zombies (Z) left for their parents to reap included. */
function groupStates(groupId: number): string[] {
  return execFileSync('ps', ['-e', '-o', 'pgid=,stat='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([group]) => Number(group) === groupId)
    .map(([, state]) => state);
}

const groupRuns = (groupId: number) => groupStates(groupId).some((state) => !state.startsWith('Z'));

test('stopping a group waits until all its processes have exited, a slow shutdown included', async () => {
  const group = await startGroup("trap 'sleep 0.5; exit' TERM; sleep 60 & sleep 60 & echo started; wait");
  expect(groupStates(group)).toHaveLength(3);
  await stopProcessGroup(group);
  expect(groupRuns(group)).toBe(false);
});

test('a group that ignores SIGTERM is killed once its grace time is over', async () => {
  const group = await startGroup("trap '' TERM; sleep 60 & echo started; wait");
  const started = Date.now();
  await stopProcessGroup(group, 500);
  expect(groupRuns(group)).toBe(false);
  expect(Date.now() - started).toBeGreaterThanOrEqual(500);
});

test('a group that has already gone is no error', async () => {
  const group = await startGroup('echo started');
  await stopProcessGroup(group);
  await expect(stopProcessGroup(group)).resolves.toBeUndefined();
});
