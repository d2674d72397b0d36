import { z } from 'zod';
import { narrowUnionIssues } from './unionIssues';

const issuesOf = (schema: z.ZodType, input: unknown) => narrowUnionIssues(schema.safeParse(input).error?.issues ?? []);

describe('narrowUnionIssues', () => {
  const link = z.strictObject({ label: z.string(), to: z.string() });
  const column = z.strictObject({ title: z.string(), items: z.array(link) });
  const links = z.strictObject({ links: z.union([z.array(column), z.array(link)], 'links or columns') });

  it('replaces a failed union by the problems of the option with the fewest, under their full key paths', () => {
    expect(issuesOf(links, { links: [{ label: 'A' }] })).toMatchObject([
      { code: 'invalid_type', path: ['links', 0, 'to'] },
    ]);
  });

  it('narrows nested unions down to the key to fix', () => {
    const target = z.union([
      z.strictObject({ to: z.string() }),
      z.strictObject({ href: z.string(), external: z.boolean() }),
    ]);
    const targets = z.union([z.array(target), z.array(column)]);
    expect(issuesOf(targets, [{ href: 'https://trove.app' }])).toMatchObject([
      { code: 'invalid_type', path: [0, 'external'] },
    ]);
  });

  it('passes over an option that does not take the kind of value given', () => {
    const code = z.union([z.string(), z.strictObject({ code: z.string() })]);
    expect(issuesOf(code, {})).toMatchObject([{ code: 'invalid_type', path: ['code'] }]);
  });

  it('keeps the union, with its message, when no option is closer than the others', () => {
    expect(issuesOf(links, { links: 'Docs' })).toMatchObject([
      { code: 'invalid_union', path: ['links'], message: 'links or columns' },
    ]);
    const target = z.union([z.strictObject({ to: z.string() }), z.strictObject({ href: z.string() })], 'to or href');
    expect(issuesOf(target, {})).toMatchObject([{ code: 'invalid_union', path: [], message: 'to or href' }]);
  });

  it('leaves a discriminated union whose discriminator matches no option as it is', () => {
    const item = z.discriminatedUnion('type', [
      z.object({ type: z.literal('doc') }),
      z.object({ type: z.literal('link') }),
    ]);
    expect(issuesOf(item, { type: 'joke' })).toMatchObject([{ code: 'invalid_union', path: ['type'], errors: [] }]);
  });
});
