import type { Reporter } from 'gatsby';

/** Codes of the build errors this site reports; each message already names the file or key and the fix. */
const CODES = {
  siteConfig: '10001',
  frontMatter: '10002',
  docReference: '10003',
  brokenLinks: '10004',
  monitoring: '10005',
  docContent: '10006',
  navigation: '10007',
  contentSource: '10008',
  cmsBackend: '10009',
  siteUrl: '10010',
  inlineCode: '10011',
  media: '10012',
  uiStrings: '10013',
} as const;

/** The name of one of the site's build errors, such as `frontMatter`. */
export type ErrorName = keyof typeof CODES;

/** The name Gatsby gives the site's own gatsby-node when it files the site's errors. */
const SITE_PLUGIN = 'default-site-plugin';

/**
 * Error ids as Gatsby files them, plugin name included. Passed that way, they work where Gatsby
 * would not add the name itself: in createPages its reporter drops it (the activity's panicOnBuild
 * ignores the plugin name), and an unknown id prints only "There was an unhandled error".
 */
export const ERROR_IDS = Object.fromEntries(
  Object.entries(CODES).map(([name, code]) => [name, `${SITE_PLUGIN}_${code}`]),
) as Record<ErrorName, string>;

const TYPES: Record<ErrorName, 'API.CONFIG.VALIDATION' | 'API.NODE.VALIDATION'> = {
  siteConfig: 'API.CONFIG.VALIDATION',
  frontMatter: 'API.NODE.VALIDATION',
  docReference: 'API.NODE.VALIDATION',
  brokenLinks: 'API.NODE.VALIDATION',
  monitoring: 'API.CONFIG.VALIDATION',
  docContent: 'API.NODE.VALIDATION',
  navigation: 'API.CONFIG.VALIDATION',
  contentSource: 'API.CONFIG.VALIDATION',
  cmsBackend: 'API.CONFIG.VALIDATION',
  siteUrl: 'API.CONFIG.VALIDATION',
  inlineCode: 'API.NODE.VALIDATION',
  media: 'API.NODE.VALIDATION',
  uiStrings: 'API.CONFIG.VALIDATION',
};

/** Registers the error map, so reports show a category instead of "UNKNOWN". Gatsby adds the plugin name to the codes. */
export function registerErrorMap(reporter: Reporter): void {
  reporter.setErrorMap(
    Object.fromEntries(
      Object.entries(CODES).map(([name, code]) => [
        code,
        {
          text: (context: { message: string }) => context.message,
          level: 'ERROR' as const,
          type: TYPES[name as ErrorName],
          category: 'USER' as const,
        },
      ]),
    ),
  );
}
