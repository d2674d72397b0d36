/** Edit distance between two strings (insertions, deletions and substitutions). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** How many candidates a message lists before it only counts the rest. */
const LISTED = 8;

/**
 * The candidates worth showing an editor who wrote `found`: all of them when there are few, else
 * the closest ones and how many more there are. `what` names them: `known ids: a, b, c`.
 */
export function closestMatches(found: string, candidates: readonly string[], what: string): string {
  if (candidates.length <= LISTED) return `${what}: ${candidates.join(', ')}`;
  const closest = [...candidates]
    .map((candidate) => ({ candidate, distance: distance(found, candidate) }))
    .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate))
    .slice(0, LISTED)
    .map(({ candidate }) => candidate);
  return `closest ${what}: ${closest.join(', ')}; ${candidates.length - LISTED} more`;
}

/**
 * The candidate an editor most likely meant by `found`, a slip of a few characters away (at most a
 * third of its length, in any case), or nothing when none is that near.
 */
export function nearestMatch(found: string, candidates: readonly string[]): string | undefined {
  const nearest = closestMatch(found, candidates);
  return nearest && nearest.distance <= Math.max(1, Math.floor(found.length / 3)) ? nearest.candidate : undefined;
}

/** The candidate least far from `found`, case aside (the first in order among equals), and how far, if any. */
export function closestMatch(
  found: string,
  candidates: readonly string[],
): { candidate: string; distance: number } | undefined {
  const wrote = found.toLowerCase();
  return candidates
    .map((candidate) => ({ candidate, distance: distance(wrote, candidate.toLowerCase()) }))
    .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate))[0];
}
