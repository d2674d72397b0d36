import { z } from 'zod';
import { contrastRatio, MIN_TEXT_CONTRAST } from '../lib/contrast';
import { redirectProblem } from '../lib/redirects';

/** A site-relative path such as `/wants`: starts with a slash. */
const sitePath = z.string().regex(/^\//, 'a path starting with "/"');

/** A link is either internal (`to`, a site path) or external (`href`, an absolute URL). */
const linkTarget = z.union([
  z.strictObject({
    /** Site-relative path. @example '/wants' */
    to: sitePath,
  }),
  z.strictObject({
    /** Absolute URL, opened as an external link. @example 'https://github.com/trove-app' */
    href: z.url(),
  }),
]);

/** A colour as `#rrggbb`. */
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a hex colour like "#0f6e5a"');

const labelled = z.strictObject({
  /** Text the reader sees. */
  label: z.string().min(1),
});

const linkItem = labelled.and(linkTarget);

/** Side of the navbar; items without one go left. */
const position = z.enum(['left', 'right']);

/** Navbar items: a union on `type`, so each type states exactly the keys it takes. */
export const navbarItemSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('default'),
    /** Text of the link. */
    label: z.string().min(1),
    /** Site-relative path. */
    to: sitePath.optional(),
    /** Absolute URL for an external link. */
    href: z.url().optional(),
    position: position.optional(),
  }),
  z.strictObject({
    type: z.literal('doc'),
    /** Id of the doc (its front matter `id`) in the active version. */
    docId: z.string().min(1),
    /** Text of the link. */
    label: z.string().min(1),
    position: position.optional(),
  }),
  z.strictObject({
    type: z.literal('docSidebar'),
    /** Id of a sidebar in `sidebars`; the link goes to its first entry. */
    sidebarId: z.string().min(1),
    /** Text of the link. */
    label: z.string().min(1),
    position: position.optional(),
  }),
  z.strictObject({
    type: z.literal('docsVersion'),
    /** Name of the version; defaults to the one the reader is in, or the current one. */
    version: z.string().min(1).optional(),
    /** Defaults to the version's label. */
    label: z.string().min(1).optional(),
    position: position.optional(),
  }),
  z.strictObject({
    type: z.literal('dropdown'),
    /** Text of the button. */
    label: z.string().min(1),
    /** The links in the list. */
    items: z.array(linkItem).min(1),
    position: position.optional(),
  }),
  z.strictObject({
    type: z.literal('html'),
    /** Trusted HTML written by the site's editors, such as a badge. */
    value: z.string().min(1),
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
  /** Id of a doc in content/docs. */
  id: z.string().min(1),
  /** Defaults to the doc's `sidebar_label` or title. */
  label: z.string().min(1).optional(),
});

const sidebarLinkItem = z.strictObject({
  type: z.literal('link'),
  label: z.string().min(1),
  href: z.union([sitePath, z.url()]),
});

const sidebarCategoryItem = z.strictObject({
  type: z.literal('category'),
  /** Text of the button that opens and closes the category. */
  label: z.string().min(1),
  /** Docs, links and nested categories inside it. */
  get items() {
    return z.array(sidebarItemSchema).min(1);
  },
  /** False keeps the category always open, with no toggle. Defaults to true. */
  collapsible: z.boolean().optional(),
  /** Whether it starts closed; a category holding the current page always starts open. Defaults to true. */
  collapsed: z.boolean().optional(),
});

export const sidebarItemSchema = z.discriminatedUnion('type', [sidebarDocItem, sidebarLinkItem, sidebarCategoryItem]);

export const localeSchema = z.strictObject({
  /** Locale code, also the key of the translation folder. @example 'en' */
  code: z.string().min(2),
  /** Name in the locale dropdown, in its own language. @example 'English' */
  label: z.string().min(1),
  direction: z.enum(['ltr', 'rtl']),
  /** Value of `<html lang>`. @example 'en' */
  htmlLang: z.string().min(2),
  /** Calendar used for dates. @example 'gregory' */
  calendar: z.string().min(1),
  /** URL segment of the locale; the default locale is served at the root. */
  path: z.string().min(1),
});

export const versionSchema = z.strictObject({
  /** Internal name; `current` is the docs folder being edited. */
  name: z.string().min(1),
  /** Name readers see in the version dropdown. @example 'Next' */
  label: z.string().min(1),
  /** URL base of this version's docs. @example '/' */
  path: sitePath,
  /** True for the latest released version. */
  isLast: z.boolean(),
  /** Doc the version's links land on. */
  mainDocId: z.string().min(1),
  /** Show breadcrumbs above docs of this version. */
  breadcrumbs: z.boolean(),
});

export const siteConfigSchema = z
  .strictObject({
    /** Short name of the site, used in every page title. @example 'Trove' */
    title: z.string().min(1),
    /** One line that says what the product is. */
    tagline: z.string().min(1),
    /** Absolute URL where the site is deployed, without trailing slash. */
    url: z.url().refine((url) => !url.endsWith('/'), 'a URL without a trailing slash'),
    /** Separator between page and site title. @example '|' */
    titleDelimiter: z.string().min(1),
    /** Path of the favicon in static/. */
    favicon: sitePath,
    /** Colour of the browser's UI around the page. */
    themeColor: hexColor,
    /** Image used when a page is shared, relative to static/. */
    socialImage: sitePath,
    logo: z.strictObject({
      alt: z.string().min(1),
      /** Path of the logo in static/. */
      src: sitePath,
    }),
    announcementBar: z
      .strictObject({
        /** Change the id to show a new announcement to readers who closed the old one. */
        id: z.string().min(1),
        /** Trusted HTML written by the site's editors. */
        content: z.string().min(1),
        /** Background colour; defaults to the theme's, which suits both colour modes. */
        backgroundColor: hexColor.optional(),
        /** Text colour; set it with `backgroundColor`, at a contrast of at least 4.5:1. */
        textColor: hexColor.optional(),
        /** Whether readers can close the bar; closing is remembered until the id changes. */
        isCloseable: z.boolean(),
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
      })
      .optional(),
    navbar: z.strictObject({
      items: z.array(navbarItemSchema),
      /** Slide the navbar away while the reader scrolls down and back when they scroll up. */
      hideOnScroll: z.boolean(),
    }),
    footer: z.strictObject({
      /** Link columns (each with a title), or one flat list of links. */
      links: z.union([
        z.array(
          z.strictObject({
            title: z.string().min(1),
            items: z.array(linkItem).min(1),
          }),
        ),
        z.array(linkItem),
      ]),
      /** Shown above the copyright line. */
      logo: z.strictObject({ alt: z.string().min(1), src: sitePath, href: z.url() }).optional(),
      copyright: z.string().min(1),
    }),
    i18n: z.strictObject({
      defaultLocale: z.string().min(2),
      locales: z.array(localeSchema).min(1),
    }),
    docs: z.strictObject({
      /** Key of this docs instance, used for its stored preferences. */
      pluginId: z.string().min(1),
      /** Folder of the MDX files, relative to the project root. */
      path: z.string().min(1),
      versions: z.array(versionSchema).min(1),
    }),
    /**
     * Old paths and where they now live, as route patterns: `/old/:slug`, optional parts
     * `/guide{/:lang}`, wildcards `/docs/*path`. Followed by the not-found page and written to
     * public/_redirects for hosts that read it.
     */
    redirects: z
      .array(
        z.strictObject({ from: sitePath, to: sitePath }).superRefine((redirect, ctx) => {
          const problem = redirectProblem(redirect);
          if (problem) ctx.addIssue({ code: 'custom', input: redirect, message: `a usable redirect (${problem})` });
        }),
      )
      .optional(),
    /** Sidebars by id; each doc belongs to the sidebar that lists it. */
    sidebars: z.record(z.string().min(1), z.array(sidebarItemSchema).min(1)),
  })
  .superRefine((config, ctx) => {
    const localeCodes = config.i18n.locales.map((locale) => locale.code);
    if (!localeCodes.includes(config.i18n.defaultLocale)) {
      ctx.addIssue({
        code: 'custom',
        path: ['i18n', 'defaultLocale'],
        input: config.i18n.defaultLocale,
        message: `one of the codes in i18n.locales (${localeCodes.join(', ')})`,
      });
    }
    const versionPaths = config.docs.versions.map((version) => version.path);
    versionPaths.forEach((path, index) => {
      if (versionPaths.indexOf(path) !== index) {
        ctx.addIssue({
          code: 'custom',
          path: ['docs', 'versions', index, 'path'],
          input: path,
          message: 'a path no other version uses',
        });
      }
    });
  });

/**
 * The schema has no defaults or transforms, so what an editor writes is what the code reads:
 * the browser imports site.config.ts as is, without shipping zod.
 */
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type NavbarItem = z.output<typeof navbarItemSchema>;
export type SidebarItem = z.output<typeof sidebarItemSchema>;
export type Locale = z.output<typeof localeSchema>;
export type Version = z.output<typeof versionSchema>;
export type FooterLinks = SiteConfig['footer']['links'];
