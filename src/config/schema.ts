import { z } from 'zod';
import { redirectProblem } from './redirectPatterns';
import { hexColor, sitePath, webAddress } from './fields';

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
  /** URL segment of the locale; the default locale is served at the root. @example 'pt-br' */
  path: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'one segment of a path: letters, digits, "-" and "_", such as "pt-br"'),
});

export const versionSchema = z.strictObject({
  /** Internal name; `current` is the docs folder being edited. */
  name: z.string().min(1),
  /** Name readers see in the version dropdown. @example 'Next' */
  label: z.string().min(1),
  /** URL base of this version's docs. @example '/' */
  path: sitePath,
  /**
   * True for the latest version, served at `/`: exactly one version has it. The current docs are
   * the latest until a release is marked so; they then move to a path of their own (`/next`).
   */
  isLast: z.boolean(),
  /** Doc the version's links land on. */
  mainDocId: z.string().min(1),
  /** Show breadcrumbs above docs of this version. */
  breadcrumbs: z.boolean(),
});

/** The Git hosts whose edit pages the docs' "Edit this page" links can open. */
export const REPOSITORY_HOSTS = ['github', 'gitlab', 'gitea'] as const;

/** Where the content's files are kept, for the "Edit this page" link of each doc and readers' new issues. */
export const repositorySchema = z.strictObject({
  /**
   * Web address of the repository that holds the content, without a trailing slash or `.git`.
   * @example 'https://github.com/trove-app/docs'
   */
  url: webAddress.refine(
    (url) => !url.endsWith('/') && !url.endsWith('.git'),
    'the web address of the repository, without a trailing slash or ".git", such as "https://github.com/trove-app/docs"',
  ),
  /** The Git host the repository is on, which decides the form of its edit links and new issues. @example 'github' */
  host: z.enum(REPOSITORY_HOSTS),
  /** The branch the edit links open the files on. @example 'main' */
  branch: z
    .string()
    .regex(/^(?![-/.])[\w./-]+$/, 'a branch name such as "main" (letters, digits, ".", "_", "-" and "/")'),
});

/** src/config/site.config.ts: what the site is and where it lives; the navigation is in content/navigation/. */
export const siteSettingsSchema = z
  .strictObject({
    /** Short name of the site, used in every page title. @example 'Trove' */
    title: z.string().min(1),
    /** One line that says what the product is. */
    tagline: z.string().min(1),
    /** Absolute URL where the site is deployed, without trailing slash. */
    url: webAddress.refine((url) => !url.endsWith('/'), 'a URL without a trailing slash'),
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
    i18n: z.strictObject({
      defaultLocale: z.string().min(2),
      locales: z.array(localeSchema).min(1),
    }),
    docs: z.strictObject({
      /** Key of this docs instance, used for its stored preferences. */
      pluginId: z.string().min(1),
      versions: z.array(versionSchema).min(1),
      /**
       * Origins docs may show images from, besides the site's own files; the Content Security
       * Policy allows them. An image from anywhere else fails the build. @example ['https://images.trove.app']
       */
      imageOrigins: z
        .array(
          z.string().refine((origin) => {
            try {
              const url = new URL(origin);
              return url.protocol === 'https:' && url.origin === origin;
            } catch {
              return false;
            }
          }, 'an https origin such as "https://images.trove.app": scheme and host, no path or trailing slash'),
        )
        .optional(),
      /**
       * What a tag a doc names does when `<content>/tags.yml` exists and does not declare it, as
       * Docusaurus' option of that name: `warn` (the default) builds with a warning, `throw` fails
       * the build, `ignore` says nothing. Without a tags file, every tag is the doc's own.
       */
      onInlineTags: z.enum(['ignore', 'warn', 'throw']).optional(),
    }),
    /**
     * The repository that holds the content: each doc links to its file's edit page there ("Edit this
     * page"), unless the CMS has a Git backend (CMS_BACKEND), whose entry it links to instead, or its
     * front matter sets `custom_edit_url`. The file's path there is the content folder's in that
     * repository (`content/docs/wants.mdx`), or from its root for content fetched from
     * TROVE_CONTENT_GIT or a TROVE_CONTENT_DIR outside the project: name that repository here then.
     * Without it (and without a CMS backend), docs have no edit link. A reader who answers "No" to "Was
     * this page helpful?" is offered a new issue in its tracker, with the page and their words filled in.
     */
    repository: repositorySchema.optional(),
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
    const { versions } = config.docs;
    const latest = versions.findIndex((version) => version.isLast);
    if (latest === -1) {
      ctx.addIssue({
        code: 'custom',
        path: ['docs', 'versions'],
        input: versions,
        message: 'one version with isLast: true, the latest, served at "/"',
      });
    }
    versions.forEach((version, index) => {
      if (version.isLast && index > latest) {
        ctx.addIssue({
          code: 'custom',
          path: ['docs', 'versions', index, 'isLast'],
          input: true,
          message: `false: only one version is the latest, and "${versions[latest].name}" is`,
        });
      }
      if (version.isLast && version.path !== '/') {
        ctx.addIssue({
          code: 'custom',
          path: ['docs', 'versions', index, 'path'],
          input: version.path,
          message:
            '"/" for the latest version (isLast: true); give the version it replaces a path of its own, such as "/next"',
        });
      }
      if (versions.findIndex((other) => other.name === version.name) !== index) {
        ctx.addIssue({
          code: 'custom',
          path: ['docs', 'versions', index, 'name'],
          input: version.name,
          message: 'a name no other version uses',
        });
      }
    });
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
 * The schemas have no defaults or transforms, so what an editor writes is what the code reads:
 * the browser imports site.config.ts as is, without shipping zod.
 */
export type SiteSettings = z.output<typeof siteSettingsSchema>;
export type Locale = z.output<typeof localeSchema>;
export type Version = z.output<typeof versionSchema>;
export type Repository = z.output<typeof repositorySchema>;
