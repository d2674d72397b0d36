import { z } from 'zod';
import { externalUrl, siteOrExternalUrl, sitePath } from '../../config/fields';
import { ADMIN_WIDGETS } from './adminWidgets';
import { decapFieldsOf } from './decapFields';

/** The regular expression the CMS's form checks a field with, as Decap builds it from the pattern. */
function formPattern(field: z.ZodType): RegExp {
  const [decap] = decapFieldsOf(z.strictObject({ url: field }));
  return new RegExp((decap.pattern as [string, string])[0]);
}

describe('URL fields in the CMS', () => {
  it.each([
    ['a site path', sitePath, ['/wants', '/'], ['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'wants']],
    [
      'an external link',
      externalUrl,
      ['https://trove.app', 'http://trove.app/x', 'mailto:help@trove.app'],
      ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'https:///evil.example', '/wants'],
    ],
    [
      'a site path or an external link',
      siteOrExternalUrl,
      ['/wants', 'https://trove.app', 'mailto:help@trove.app'],
      ['javascript:alert(1)', '//evil.example', '/\\evil.example', 'wants'],
    ],
  ])('%s: the form refuses what leaves the site and takes what the build takes', (_kind, field, good, bad) => {
    const pattern = formPattern(field);
    for (const url of good) {
      expect(field.safeParse(url).success).toBe(true);
      expect(pattern.test(url)).toBe(true);
    }
    for (const url of bad) expect(pattern.test(url)).toBe(false);
  });
});

describe('decapFieldsOf: what a form shows', () => {
  it("hints at each field with its schema's description, given inside or outside `.optional()`, and its note", () => {
    const [inside, outside, noted] = decapFieldsOf(
      z.strictObject({
        inside: z.string().describe('Described, then optional.').optional(),
        outside: z.string().optional().describe('Optional, then described.'),
        noted: z.string().describe('A line of HTML.'),
      }),
      { notes: { noted: 'It may hold <b>.' } },
    );
    expect(inside.hint).toBe('Described, then optional.');
    expect(outside.hint).toBe('Optional, then described.');
    expect(noted.hint).toBe('A line of HTML. It may hold <b>.');
  });

  it('gives a text with a length limit and no format a box that counts to the limit', () => {
    const [limited, formatted] = decapFieldsOf(
      z.strictObject({
        limited: z.string().min(1).max(160),
        formatted: z
          .string()
          .max(20)
          .regex(/^[a-z]+$/, 'letters'),
      }),
    );
    expect(limited).toMatchObject({
      widget: ADMIN_WIDGETS.countedText,
      max_length: 160,
      pattern: ['^[\\s\\S]{1,160}$', '1 to 160 characters'],
    });
    expect(formatted).toMatchObject({ widget: 'string', pattern: ['^[a-z]+$', 'letters'] });
  });

  it('names one item of a list, which Decap counts and adds by that name', () => {
    const [links] = decapFieldsOf(z.strictObject({ links: z.array(z.strictObject({ label: z.string() })) }));
    expect(links).toMatchObject({ label: 'Links', label_singular: 'Link', widget: 'list' });
  });

  it("offers choices in the admin's own widget, with its settings, when the choices name one", () => {
    const item = z.discriminatedUnion('type', [z.strictObject({ type: z.literal('doc'), id: z.string() })]);
    const [items] = decapFieldsOf(z.strictObject({ items: z.array(item) }), {
      choices: {
        'doc.id': {
          options: [{ label: 'Welcome (index)', value: 'index' }],
          hint: 'A doc.',
          widget: { name: ADMIN_WIDGETS.docPicker, doc_collections: [{ name: 'docs', folder: '' }] },
        },
      },
    });
    expect(items.widget).toBe(ADMIN_WIDGETS.list);
    const [doc] = items.types as Array<{ fields: Array<Record<string, unknown>> }>;
    expect(doc.fields[0]).toEqual({
      name: 'id',
      label: 'Id',
      widget: ADMIN_WIDGETS.docPicker,
      required: true,
      options: [{ label: 'Welcome (index)', value: 'index' }],
      doc_collections: [{ name: 'docs', folder: '' }],
      hint: 'A doc.',
    });
  });
});
