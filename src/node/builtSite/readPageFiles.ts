import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { readPageFile, type PageFileRead, type PageFileTask } from './readPageFile';

/** The child's script, from the project root (Gatsby runs there; its compiled copy of this file does not). */
const PROCESS_FILE = path.resolve('src/node/builtSite/readPagesProcess.mjs');

/** Below this many pages, starting a process (about 0.3 s) costs more than reading them here. */
const PAGES_FOR_PROCESSES = 64;

/**
 * Each child's heap. Every page read leaves its HTML behind, several copies of it: with room to
 * grow, V8 keeps that garbage rather than collect it (Gatsby's process reached 2.7 GB reading 3,000
 * pages of 180 KB). A small ceiling makes the children collect as they go.
 */
const CHILD_HEAP_MB = 256;

interface Batch {
  batch: { index: number; read: PageFileRead }[];
  done?: true;
  error?: string;
}

/**
 * Reads the pages of `tasks` (readPageFile), giving each one's result to `onRead` with its index as
 * soon as it is read. A site's worth of pages is read in child processes, one per core: parsing is
 * CPU work, once Gatsby has written the pages both cores are free, and what reading costs in memory
 * stays out of Gatsby's process, which holds the whole site's state.
 */
export async function readPageFiles(
  tasks: readonly PageFileTask[],
  onRead: (index: number, read: PageFileRead) => void,
): Promise<void> {
  if (tasks.length < PAGES_FOR_PROCESSES) {
    tasks.forEach((task, index) => onRead(index, readPageFile(task)));
    return;
  }
  // Pages share a few policies, each a few kilobytes: each is sent once, and pages name it by number.
  const policies = [...new Set(tasks.map((task) => task.policy))];
  const policyNumbers = new Map(policies.map((policy, number) => [policy, number]));
  const processCount = Math.min(os.availableParallelism(), Math.ceil(tasks.length / PAGES_FOR_PROCESSES));
  // Dealt in turn, so that each process gets pages of every size and part of the site.
  const shares = Array.from({ length: processCount }, (_, child) =>
    tasks.flatMap(({ file, policy, digestBefore }, index) =>
      index % processCount === child ? [{ index, file, policy: policyNumbers.get(policy)!, digestBefore }] : [],
    ),
  );
  await Promise.all(
    shares.map(
      (share) =>
        new Promise<void>((resolve, reject) => {
          const child = fork(PROCESS_FILE, {
            serialization: 'advanced',
            execArgv: [`--max-old-space-size=${CHILD_HEAP_MB}`],
          });
          let done = false;
          child.on('message', (message: Batch) => {
            for (const { index, read } of message.batch) onRead(index, read);
            done ||= message.done === true;
            if (message.error) reject(new Error(`Reading the built pages failed: ${message.error}`));
          });
          child.once('error', reject);
          child.once('exit', (code, signal) =>
            done
              ? resolve()
              : reject(
                  new Error(
                    `The page reading process stopped (${signal ?? `exit code ${code}`}) before reading its pages`,
                  ),
                ),
          );
          child.send({ policies, share });
        }),
    ),
  );
}
