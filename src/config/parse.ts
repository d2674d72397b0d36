import type { z } from 'zod';
import { siteSettingsSchema, type SiteSettings } from './schema';
import { narrowUnionIssues } from './unionIssues';

/** Thrown when site.config.ts does not match the schema; its message lists every problem. */
export class SiteConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Invalid site config (src/config/site.config.ts):\n${problems.map((line) => `  - ${line}`).join('\n')}\n` +
        'Fix these keys in src/config/site.config.ts; each field is documented in src/config/schema.ts.',
    );
    this.name = 'SiteConfigError';
  }
}

/** Renders a key path the way an editor writes it: `navbar.items[2].type`. */
export function formatKeyPath(path: readonly PropertyKey[]): string {
  return (
    path
      .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
      .join('') || '(root)'
  );
}

/** The keys of a path written as `formatKeyPath` writes it: `navbar.items[2].type` → navbar, items, 2, type. */
export function parseKeyPath(keyPath: string): PropertyKey[] {
  return [...keyPath.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) =>
    index === undefined ? key : Number(index),
  );
}

function describeFound(value: unknown): string {
  if (value === undefined) return 'nothing';
  const json = JSON.stringify(value);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    root,
  );
}

/**
 * One line per zod issue: the key path, what was found and what was expected. `keysDocumentedIn`
 * is where an editor finds the keys allowed, for unknown ones.
 */
export function describeIssue(
  issue: z.core.$ZodIssue,
  input: unknown,
  keysDocumentedIn = 'src/config/schema.ts',
): string[] {
  const path = formatKeyPath(issue.path);
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map(
      (key) =>
        `${formatKeyPath([...issue.path, key])}: unknown key; remove it or check its spelling against ${keysDocumentedIn}`,
    );
  }
  if (issue.code === 'invalid_union' && issue.discriminator && 'options' in issue && issue.options) {
    // zod 4 already ends the path with the discriminator key.
    const keyPath = issue.path;
    const allowed = issue.options.map((option) => JSON.stringify(option)).join(', ');
    return [`${formatKeyPath(keyPath)}: found ${describeFound(valueAt(input, keyPath))}; expected one of ${allowed}`];
  }
  if (issue.code === 'invalid_key') {
    const key = String(issue.path.at(-1));
    return [
      `${path}: the key ${JSON.stringify(key)} is not allowed; expected ${issue.issues.map((inner) => inner.message).join('; ')}`,
    ];
  }
  const found = describeFound(valueAt(input, issue.path));
  const expected =
    issue.code === 'invalid_value'
      ? `one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`
      : issue.code === 'invalid_type'
        ? `a value of type ${issue.expected}`
        : issue.message;
  return [`${path}: found ${found}; expected ${expected}`];
}

/** Validates the site config, throwing a SiteConfigError that names every bad key. */
export function parseSiteConfig(input: unknown): SiteSettings {
  const result = siteSettingsSchema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  throw new SiteConfigError(narrowUnionIssues(result.error.issues).flatMap((issue) => describeIssue(issue, input)));
}
