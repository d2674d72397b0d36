import { docIdOf } from '../docs/ids';

/*
 * The CMS's own widgets: the config (cmsConfig.ts) names them in fields, the admin's code
 * (src/cms/preview/forms.ts) registers them on Decap. What both sides must agree on is here.
 */

/** The names of the widgets the admin's code registers. */
export const ADMIN_WIDGETS = {
  /** A text that must stay within a length (a doc's description): a box that wraps, and a count under it. */
  countedText: 'trove-counted-text',
  /** A select of the site's docs that lists the docs there are when the form opens. */
  docPicker: 'trove-doc-picker',
  /** A list whose collapsed items show a picked option by its label (`Doc: Want lists (wants)`), not its value. */
  list: 'trove-list',
} as const;

/** A choice of a select: what the editor reads, what the file gets. */
export interface Choice {
  label: string;
  value: string;
}

/** A doc as a picker offers it: its title, then its id, which the file gets. */
export const docChoice = (doc: { id: string; title: string }): Choice => ({
  label: `${doc.title} (${doc.id})`,
  value: doc.id,
});

/** A docs collection as the doc picker reads it: its name in the CMS and its folder in the docs folder (`''`, `guides`). */
export interface DocCollection {
  name: string;
  folder: string;
}

/** An entry of a docs collection as Decap lists it: its file name without extension and its front matter. */
export interface ListedDoc {
  slug: string;
  data: { id?: unknown; title?: unknown };
}

/**
 * The choices of a doc picker from the entries of the docs collections, by the build's id rule
 * (folder, then front-matter `id` or file name), sorted by label. An entry without a title, which
 * the build refuses, is offered by its id.
 */
export function docChoicesOf(collections: ReadonlyArray<{ folder: string; entries: readonly ListedDoc[] }>): Choice[] {
  return collections
    .flatMap(({ folder, entries }) =>
      entries.map((entry) => {
        const frontMatterId = typeof entry.data.id === 'string' && entry.data.id !== '' ? entry.data.id : undefined;
        const id = docIdOf(folder ? `${folder}/${entry.slug}.mdx` : `${entry.slug}.mdx`, frontMatterId);
        const title = typeof entry.data.title === 'string' && entry.data.title !== '' ? entry.data.title : id;
        return docChoice({ id, title });
      }),
    )
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** What the counter under a counted text says: the length as the build counts it, and how much over the limit. */
export function characterCount(text: string, max: number): { text: string; over: boolean } {
  const over = text.length - max;
  return over > 0
    ? { text: `${text.length} of ${max} characters: ${over} too many`, over: true }
    : { text: `${text.length} of ${max} characters`, over: false };
}

/**
 * One item of a list whose label is a plural noun (`Items`, `Tutorial sidebar entries`): Decap heads
 * a list with its count and the label (`3 items`), the singular for one (`1 item`, `Add item`).
 */
export function singularOf(label: string): string {
  if (/ies$/.test(label)) return label.replace(/ies$/, 'y');
  return label.replace(/(?<!s)s$/, '');
}
