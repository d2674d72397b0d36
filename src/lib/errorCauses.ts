/** A readable one-line message for anything thrown, error or not. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
}

/** The message of an error, then of each `cause` beneath it, outermost first; a cycle ends the chain. */
export function causeChain(error: unknown): string[] {
  const seen = new Set<unknown>();
  const messages: string[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current);
    messages.push(errorMessage(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages;
}
