import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/** Whether an option rejected the value outright: it is not even the kind of value the option takes. */
function rejectsValueType(optionIssues: readonly Issue[]): boolean {
  return optionIssues.some((issue) => issue.code === 'invalid_type' && issue.path.length === 0);
}

/**
 * How far a value is from an option: the number of its problems there, a nested union's counted as
 * those of the option the nested value comes closest to (a link column whose one link lacks its
 * target is one problem away from a column, three from a link).
 */
function distance(optionIssues: readonly Issue[]): number {
  return optionIssues.reduce(
    (sum, issue) =>
      sum + (issue.code === 'invalid_union' && issue.errors.length > 0 ? Math.min(...issue.errors.map(distance)) : 1),
    0,
  );
}

/**
 * The problems of the one option the value comes closest to: of the options that take the value's
 * type, the one the fewest problems away. None when no single option is closest.
 */
function closestOptionIssues(optionsIssues: readonly Issue[][]): Issue[] | undefined {
  const candidates = optionsIssues.filter((optionIssues) => !rejectsValueType(optionIssues));
  const fewest = Math.min(...candidates.map(distance));
  const closest = candidates.filter((optionIssues) => distance(optionIssues) === fewest);
  return closest.length === 1 ? closest[0] : undefined;
}

/**
 * The issues to tell an editor about. zod reports a value that matches no option of a union as one
 * issue holding every option's problems; when one option is plainly the one the editor meant (a
 * footer link list, not link columns), that option's problems replace it, with their full key
 * paths, so the message points at the key to fix. Otherwise the union's own issue stays: its
 * message, set where the schema declares the union, names the shapes allowed.
 */
export function narrowUnionIssues(issues: readonly Issue[]): Issue[] {
  return issues.flatMap((issue) => {
    // A discriminated union whose discriminator matches no option holds no options' problems.
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
    const closest = closestOptionIssues(issue.errors);
    if (!closest) return [issue];
    return narrowUnionIssues(closest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }) as Issue));
  });
}
