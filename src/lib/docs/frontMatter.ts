import { z } from 'zod';

/** Search engines cut longer descriptions short in their results. */
export const MAX_DESCRIPTION_LENGTH = 160;

/** Front matter a doc in content/docs may carry; any other key is an error, not silently dropped. */
export const frontMatterSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'lowercase letters, digits and dashes, like "price-guides"')
    .describe("Replaces the file name in the doc's id, used by sidebars and links; leave empty to keep the file name.")
    .optional(),
  title: z.string().min(1).describe('The page heading and the first part of the browser title.'),
  description: z
    .string()
    .min(1)
    .max(MAX_DESCRIPTION_LENGTH)
    .describe(
      `One or two sentences for search engines and link previews, at most ${MAX_DESCRIPTION_LENGTH} characters.`,
    ),
  sidebar_label: z.string().min(1).describe('A shorter label for the sidebar; defaults to the title.').optional(),
  sidebar_position: z
    .number()
    .int()
    .nonnegative()
    .describe('Order in a generated sidebar: lower first; docs without one come after, by name.')
    .optional(),
  draft: z.boolean().describe('A draft shows in `npm run develop` only, never in the published site.').optional(),
});

export type FrontMatter = z.output<typeof frontMatterSchema>;

const fixes: Record<string, string> = {
  id: 'use lowercase letters, digits and dashes',
  title: 'add a "title:" line with the page heading',
  description: `add a "description:" line with one or two sentences about the page, at most ${MAX_DESCRIPTION_LENGTH} characters`,
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
