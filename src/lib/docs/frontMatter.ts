import { z } from 'zod';

/** Front matter a doc in content/docs may carry; any other key is an error, not silently dropped. */
export const frontMatterSchema = z.strictObject({
  /** Stable id used by the sidebar and navbar config; defaults to the file name. */
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'lowercase letters, digits and dashes, like "price-guides"')
    .optional(),
  /** Page heading and the first part of the browser title. */
  title: z.string().min(1),
  /** One or two sentences for search engines and link previews. */
  description: z.string().min(1),
  /** Shorter label for the sidebar; defaults to the title. */
  sidebar_label: z.string().min(1).optional(),
  /** Order within the sidebar when it is generated. */
  sidebar_position: z.number().int().nonnegative().optional(),
  /** A draft is built by `npm run develop` only, never published. */
  draft: z.boolean().optional(),
});

export type FrontMatter = z.output<typeof frontMatterSchema>;

const fixes: Record<string, string> = {
  id: 'use lowercase letters, digits and dashes',
  title: 'add a "title:" line with the page heading',
  description: 'add a "description:" line with one or two sentences about the page',
  sidebar_label: 'use a short text',
  sidebar_position: 'use a whole number such as 2',
  draft: 'use true or false',
};

/** Thrown for front matter that does not match the schema; names the file, the key and the fix. */
export class FrontMatterError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`Invalid front matter in ${file}:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
    this.name = 'FrontMatterError';
  }
}

/** Validates one doc's front matter; `file` is the path shown to the editor. */
export function parseFrontMatter(file: string, data: unknown): FrontMatter {
  const result = frontMatterSchema.safeParse(data ?? {}, { reportInput: true });
  if (result.success) return result.data;
  const allowed = Object.keys(frontMatterSchema.shape).join(', ');
  const problems = result.error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => `"${key}": unknown key; remove it or use one of ${allowed}`);
    }
    const key = String(issue.path[0]);
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    return [`"${key}": ${missing ? 'missing' : `invalid (${issue.message})`}; ${fixes[key] ?? issue.message}`];
  });
  throw new FrontMatterError(file, problems);
}
