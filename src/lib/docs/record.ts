import { z } from 'zod';

/** A heading of a doc, with the id rehype-slug gave it in the HTML. */
export const docHeadingSchema = z
  .strictObject({
    /** 2 for `##`, 3 for `###`... */
    depth: z.int(),
    /** The heading's text as readers see it. */
    value: z.string(),
    /** The anchor: `## Price ceilings` is `price-ceilings`. */
    id: z.string(),
  })
  .meta({ id: 'DocHeading' });

/** A stretch of a doc for search: the text under one heading (none for the text above the first). */
export const docSectionSchema = z
  .strictObject({
    heading: docHeadingSchema.optional(),
    /** Plain text as readers see it, code blocks left out. */
    text: z.string(),
  })
  .meta({ id: 'DocSection' });

/**
 * The doc record: what the build knows of one doc, declared once. Its TypeScript type, the GraphQL
 * type of its node (`graphqlObjectTypes`) and the pages' data all derive from this schema.
 */
export const docRecordSchema = z
  .strictObject({
    /** Folder, then front matter `id` or file name: `guides/alerts`. */
    docId: z.string(),
    /** Route of its page: `/guides/alerts`. */
    route: z.string(),
    /** The MDX file, relative to the project: `content/docs/guides/alerts.mdx`. */
    sourceFile: z.string(),
    /** The MDX file inside the docs folder: `guides/alerts.mdx`. */
    docsPath: z.string(),
    title: z.string(),
    description: z.string(),
    /** Shorter label for sidebars; the title when unset. */
    sidebarLabel: z.string().nullable(),
    /** Order in a generated sidebar; docs without one follow, by file name. */
    sidebarPosition: z.int().nullable(),
    /** Built by `gatsby develop` only, never published. */
    draft: z.boolean(),
    /** The body rendered to HTML at build time; links to doc files are marked (`docLinkMarkers`). */
    html: z.string(),
    headings: z.array(docHeadingSchema),
    sections: z.array(docSectionSchema),
    /** Docs paths of the doc files the body links to, such as `wants.mdx`. */
    docLinks: z.array(z.string()),
  })
  .meta({ id: 'Doc' });

export type DocHeading = z.output<typeof docHeadingSchema>;
export type DocSection = z.output<typeof docSectionSchema>;
export type DocRecord = z.output<typeof docRecordSchema>;
