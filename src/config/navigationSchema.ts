import { z } from 'zod';
import { contrastRatio, MIN_TEXT_CONTRAST } from './contrast';
import { externalUrl, hexColor, linkHref, linkItem, linkTo, siteOrExternalUrl, sitePath } from './fields';

/*
 * The navigation: sidebars, navbar, footer and announcement bar. Editors keep it in YAML files
 * under content/navigation/ (one schema per file, see navigationFiles.ts), edited by hand or in
 * the CMS at /admin/, whose forms are generated from these schemas.
 */

/** Side of the navbar; items without one go left. */
const position = z.enum(['left', 'right']).describe('The side of the bar it shows on: left unless set to right.');

/** The text of a link, a button or an entry, by what it is. */
const textOf = (what: string) => z.string().min(1).describe(`Text of the ${what}.`);

/** Navbar items: a union on `type`, so each type states exactly the keys it takes. */
export const navbarItemSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('default'),
    label: textOf('link'),
    to: linkTo.optional(),
    href: linkHref.optional(),
    position: position.optional(),
  }),
  z.strictObject({
    type: z.literal('doc'),
    docId: z.string().min(1).describe('The doc the link opens.'),
    label: textOf('link'),
    position: position.optional(),
  }),
  z.strictObject({
    type: z.literal('docSidebar'),
    sidebarId: z.string().min(1).describe('The sidebar whose first entry the link opens.'),
    label: textOf('link'),
    position: position.optional(),
  }),
  z.strictObject({
    type: z.literal('docsVersion'),
    version: z
      .string()
      .min(1)
      .describe("The version whose main doc the link opens; leave empty for the reader's own version.")
      .optional(),
    label: z.string().min(1).describe("Text of the link; leave empty for the version's name.").optional(),
    position: position.optional(),
  }),
  z.strictObject({
    type: z.literal('dropdown'),
    label: textOf('button that opens the menu'),
    items: z.array(linkItem).min(1).describe('The links of the menu, top to bottom.'),
    position: position.optional(),
  }),
  z.strictObject({
    type: z.literal('html'),
    // The elements and attributes it may hold are src/lib/editorHtml.ts's: the CMS adds them to the hint.
    value: z.string().min(1).describe('A little HTML, such as a badge.'),
    position: position.optional(),
  }),
  z.strictObject({
    type: z.literal('docsVersionDropdown'),
    position: position.optional(),
  }),
  z.strictObject({
    type: z.literal('localeDropdown'),
    position: position.optional(),
  }),
  z.strictObject({
    /** The search button (Ctrl+K, ⌘K or `/`); on phones it stays in the bar rather than the menu. */
    type: z.literal('search'),
    position: position.optional(),
  }),
]);

const sidebarDocItem = z.strictObject({
  type: z.literal('doc'),
  /** Id of a doc in content/docs: its folder and file name, such as `guides/alerts`. */
  id: z.string().min(1).describe('The doc the entry opens.'),
  label: z
    .string()
    .min(1)
    .describe("Text of the entry; leave empty for the doc's sidebar label, or else its title.")
    .optional(),
});

const sidebarLinkItem = z.strictObject({
  type: z.literal('link'),
  label: textOf('link'),
  href: siteOrExternalUrl.describe(
    'A page of this site, such as /wants, or an address on another site, such as https://trove.app.',
  ),
});

/**
 * Where a sidebar category's label links, in a `_category_.yml` and on a category of the sidebars
 * file: a doc (`{ type: doc, id }`) or the category's generated index page, which lists its items
 * with their descriptions (`{ type: generated-index, title?, description?, slug? }`, Docusaurus'
 * form). One object rather than a union on `type`, so the `DocCategory` node's GraphQL type can be
 * declared from it; `categoryLinkProblem` says which keys each type takes.
 */
export const categoryLinkSchema = z
  .strictObject({
    type: z
      .enum(['doc', 'generated-index'])
      .describe("doc: the label opens a doc. generated-index: it opens a page listing the category's items."),
    /** With `type: doc`: the doc's id, inside the category's folder (`overview`) or in full (`guides/overview`). */
    id: z.string().min(1).describe('With doc: the id of the doc the label opens.').optional(),
    title: z
      .string()
      .min(1)
      .describe("With generated-index: the page's heading; leave empty for the category's label.")
      .optional(),
    description: z
      .string()
      .min(1)
      .describe('With generated-index: a sentence under the heading, also shown where the category is listed.')
      .optional(),
    /** With `type: generated-index`: the page's route, in place of `/category/<folder or label>`. @example '/guides/all' */
    slug: sitePath.describe('With generated-index: the route of the page, such as /guides/all.').optional(),
  })
  .superRefine((link, ctx) => {
    const problem = categoryLinkProblem(link);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.key], input: undefined, message: problem.message });
  })
  .meta({ id: 'DocCategoryLink' });

/** The keys of a category link that its `type` does not take, or the `id` that `type: doc` needs. */
function categoryLinkProblem(link: {
  type: string;
  id?: string;
  title?: string;
  description?: string;
  slug?: string;
}): { key: string; message: string } | undefined {
  if (link.type === 'doc') {
    if (link.id === undefined) return { key: 'id', message: 'the id of a doc, since type is doc' };
    const extra = (['title', 'description', 'slug'] as const).find((key) => link[key] !== undefined);
    if (extra)
      return {
        key: extra,
        message: `no ${extra} with type doc (the doc gives its own); remove it, or write "type: generated-index"`,
      };
  } else if (link.id !== undefined) {
    return { key: 'id', message: 'no id with type generated-index; remove it, or write "type: doc"' };
  }
  return undefined;
}

const sidebarCategoryItem = z.strictObject({
  type: z.literal('category'),
  label: textOf('button that opens and closes the category'),
  get items() {
    return z.array(sidebarItemSchema).min(1).describe('The docs, links and categories inside it, top to bottom.');
  },
  // Left out, both flags are true: the CMS's switch shows a flag left out as off.
  collapsible: z
    .boolean()
    .describe('On, or not set: readers can open and close the category. Off: it is always open.')
    .optional(),
  collapsed: z
    .boolean()
    .describe(
      'On, or not set: it starts closed. Off: it starts open. A category holding the page being read always starts open.',
    )
    .optional(),
  /**
   * Where the label links: its generated index page unless set (`/category/<slug of the label>`),
   * a doc (`{ type: doc, id }`), or nowhere (`null`).
   */
  link: categoryLinkSchema.nullable().optional(),
});

const sidebarAutogeneratedItem = z.strictObject({
  type: z.literal('autogenerated'),
  /** Folder of the docs folder, `.` for every doc. @example 'guides' */
  dirName: z
    .string()
    .min(1)
    .describe(
      'The folder whose docs this entry lists, in the order of their sidebar position, its subfolders as categories.',
    ),
});

export const sidebarItemSchema = z.discriminatedUnion('type', [
  sidebarDocItem,
  sidebarLinkItem,
  sidebarCategoryItem,
  sidebarAutogeneratedItem,
]);

/** content/navigation/sidebars.yml: sidebars by id; each doc belongs to the sidebar that lists it. */
export const sidebarsSchema = z.record(
  z.string().min(1),
  z
    .array(sidebarItemSchema)
    .min(1)
    .describe(
      'The entries of the sidebar, top to bottom: docs, links, categories that hold more, and lists of the docs of a folder.',
    ),
);

/** content/navigation/navbar.yml. */
export const navbarSchema = z.strictObject({
  items: z
    .array(navbarItemSchema)
    .describe(
      'The links, menus and buttons of the bar, in order; each shows on the left unless its Position is right.',
    ),
  hideOnScroll: z
    .boolean()
    .describe('Slide the navbar away while the reader scrolls down; it comes back when they scroll up.'),
});

/** content/navigation/footer.yml. */
export const footerSchema = z.strictObject({
  // Link columns, or one flat list of links (which the CMS's form does not offer: columns only).
  links: z.union(
    [
      z
        .array(
          z.strictObject({
            title: z.string().min(1).describe('The heading of the column.'),
            items: z.array(linkItem).min(1).describe('The links of the column, top to bottom.'),
          }),
        )
        .describe('The columns of links, left to right.'),
      z.array(linkItem),
    ],
    'a list of links (each a "label" with "to" or "href") or of columns (each a "title" and its "items", a list of links)',
  ),
  logo: z
    .strictObject({
      alt: z.string().min(1).describe('What the logo shows, for readers who cannot see it.'),
      src: sitePath.describe('The image: a file of this site, such as /media/logo.svg.'),
      href: externalUrl.describe('The address the logo links to, such as https://trove.app.'),
    })
    .describe('A logo above the copyright line.')
    .optional(),
  copyright: z.string().min(1).describe('The last line of the footer; {year} becomes the year the site is built.'),
});

/**
 * content/navigation/announcement.yml (optional): a bar above the navbar on every page. No file, or
 * `hidden: true`, is no bar; the flag lets the CMS remove the bar and keep its text for next time.
 */
export const announcementBarSchema = z
  .strictObject({
    id: z
      .string()
      .min(1)
      .describe(
        'A name for this announcement, such as price-alerts. Readers who closed the bar see it again once the id changes: give a new announcement a new id.',
      ),
    // The elements and attributes it may hold are src/lib/editorHtml.ts's: the CMS adds them to the hint.
    content: z.string().min(1).describe('One line of text, with a little HTML for a link or emphasis.'),
    backgroundColor: hexColor
      .describe(
        `Leave both colours empty for the theme's, which suit the light and the dark mode. Set both or neither: a hex colour such as #0f6e5a, with a contrast of at least ${MIN_TEXT_CONTRAST}:1 to the text colour.`,
      )
      .optional(),
    textColor: hexColor
      .describe(
        `Set it with the background colour, or leave both empty: a hex colour such as #ffffff, with a contrast of at least ${MIN_TEXT_CONTRAST}:1 to the background.`,
      )
      .optional(),
    isCloseable: z
      .boolean()
      .describe('Whether readers can close the bar; a closed bar stays closed for them until the id changes.'),
    hidden: z
      .boolean()
      .describe('On: no page shows the bar; its text stays here for next time. Off, or not set: every page shows it.')
      .optional(),
  })
  .superRefine((bar, ctx) => {
    if ((bar.backgroundColor === undefined) !== (bar.textColor === undefined)) {
      const [missing, present] =
        bar.backgroundColor === undefined ? ['backgroundColor', 'textColor'] : ['textColor', 'backgroundColor'];
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        input: undefined,
        message: `a colour too, because ${present} is set (set both or neither)`,
      });
      return;
    }
    if (bar.backgroundColor && bar.textColor) {
      const ratio = contrastRatio(bar.textColor, bar.backgroundColor);
      if (ratio < MIN_TEXT_CONTRAST) {
        ctx.addIssue({
          code: 'custom',
          path: ['textColor'],
          input: bar.textColor,
          message: `a colour with a contrast of at least ${MIN_TEXT_CONTRAST}:1 on ${bar.backgroundColor} (this one has ${ratio.toFixed(2)}:1)`,
        });
      }
    }
  });

export type NavbarItem = z.output<typeof navbarItemSchema>;
export type SidebarItem = z.output<typeof sidebarItemSchema>;
export type CategoryLink = z.output<typeof categoryLinkSchema>;
export type Sidebars = z.output<typeof sidebarsSchema>;
export type NavbarSettings = z.output<typeof navbarSchema>;
export type FooterSettings = z.output<typeof footerSchema>;
export type FooterLinks = FooterSettings['links'];
export type AnnouncementBarSettings = z.output<typeof announcementBarSchema>;

/** The navigation as the build reads it from content/navigation/. */
export interface Navigation {
  sidebars: Sidebars;
  navbar: NavbarSettings;
  footer: FooterSettings;
  announcementBar?: AnnouncementBarSettings;
}
