/** Where a node of a doc's tree is, as its parser counted it in the body. */
interface Positioned {
  position?: { start: { line: number; column: number }; end: { line?: number; column?: number } };
}

/** `(12:1-12:9)`: where a node is, as MDX writes it into its messages (the renderer counts these lines in the file). */
export const where = (node: Positioned): string =>
  node.position
    ? ` (${node.position.start.line}:${node.position.start.column}-${node.position.end.line}:${node.position.end.column})`
    : '';

/** A unified file, as far as failing its render goes. */
export interface FailingFile {
  fail(reason: string, place?: unknown, origin?: string): never;
}

/**
 * Stops a doc's render with every problem found, each ending with `where` it is: one alone, or a
 * count then a line each. The render's error is placed at the first one.
 */
export function failWithProblems(file: FailingFile, problems: readonly string[], origin?: string): never {
  const first = /\((\d+):(\d+)/.exec(problems[0]);
  return file.fail(
    problems.length === 1
      ? problems[0]
      : `${problems.length} problems:\n${problems.map((problem) => `- ${problem}`).join('\n')}`,
    first ? { line: Number(first[1]), column: Number(first[2]) } : undefined,
    origin,
  );
}
