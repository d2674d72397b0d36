// `npm run build` (scripts/gatsby.mjs build) timed, with the peak memory of its whole process tree
// (Gatsby renders pages in worker processes, so the main process alone would under-report), for the
// benchmarks.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The project's Gatsby launcher, as `npm run build` runs it (telemetry off). */
const GATSBY_LAUNCHER = fileURLToPath(new URL('./gatsby.mjs', import.meta.url));

/** How often the process tree's memory is sampled. */
const SAMPLE_INTERVAL_MS = 200;

/** Parent pid of `pid` from /proc/<pid>/stat (the command name may hold spaces and parentheses). */
function parentOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/** Resident memory of `pid` in bytes, from VmRSS in /proc/<pid>/status (absent for zombies). */
function rssOf(pid) {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

/**
 * Resident memory, in bytes, of `rootPid` and all its descendants, read from /proc: their sum and
 * the largest one's. Processes that end while being read are skipped.
 * @param {number} rootPid
 * @returns {{ totalBytes: number, largestBytes: number }}
 */
export function treeRss(rootPid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = parentOf(entry);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  let totalBytes = 0;
  let largestBytes = 0;
  for (const queue = [rootPid]; queue.length;) {
    const pid = queue.pop();
    try {
      const rss = rssOf(pid);
      totalBytes += rss;
      largestBytes = Math.max(largestBytes, rss);
    } catch {
      // Ended meanwhile.
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return { totalBytes, largestBytes };
}

/**
 * Runs `gatsby build` in `cwd` as `npm run build` does (CI=1 for plain output) and resolves with its
 * wall time, the peak summed RSS of its process tree and the peak RSS of its largest process
 * (Gatsby's own or a worker's), sampled every 200 ms. Rejects with the end
 * of Gatsby's output when the build fails.
 * @param {string} cwd
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<{ seconds: number, peakRssBytes: number, peakProcessRssBytes: number }>}
 */
export function timedGatsbyBuild(cwd, env = process.env) {
  const start = performance.now();
  const build = spawn(process.execPath, [GATSBY_LAUNCHER, 'build'], {
    cwd,
    env: { ...env, CI: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-20_000));
  build.stdout.on('data', keep);
  build.stderr.on('data', keep);
  let peakRssBytes = 0;
  let peakProcessRssBytes = 0;
  const sampler = setInterval(() => {
    const { totalBytes, largestBytes } = treeRss(build.pid);
    peakRssBytes = Math.max(peakRssBytes, totalBytes);
    peakProcessRssBytes = Math.max(peakProcessRssBytes, largestBytes);
  }, SAMPLE_INTERVAL_MS);
  return new Promise((resolve, reject) => {
    build.on('error', reject);
    build.on('close', (code) => {
      clearInterval(sampler);
      const seconds = (performance.now() - start) / 1000;
      if (code === 0) resolve({ seconds, peakRssBytes, peakProcessRssBytes });
      else reject(new Error(`gatsby build in ${cwd} failed (exit ${code}):\n${output.slice(-4000)}`));
    });
  });
}
