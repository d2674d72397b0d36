import crypto from 'node:crypto';
import fs from 'node:fs';

/** JSON of a value with its Maps and Sets as arrays of their entries, for a digest. */
const json = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) => (item instanceof Map || item instanceof Set ? [...item] : item));

/** SHA-256 of what `parts` are, as JSON (`json`). */
export function digestOf(...parts: unknown[]): string {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(json(part) ?? 'undefined').update('\0');
  return hash.digest('hex');
}

let codeDigest: string | undefined;

/**
 * A digest of the code of the build's lifecycles: this module's file, which in a build is the whole
 * compiled gatsby-node. What a build keeps from the last (page contexts, a doc set's search index or
 * Markdown) is reused only under the same code, so a change to the code that made it makes it anew.
 */
export const digestOfCode = (): string =>
  (codeDigest ??= crypto.createHash('sha256').update(fs.readFileSync(__filename)).digest('hex'));
