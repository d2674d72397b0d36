import type { Reporter } from 'gatsby';

/** Ids of the build errors this site reports; each message already names the file or key and the fix. */
export const ERROR_IDS = {
  siteConfig: '10001',
  frontMatter: '10002',
  docReference: '10003',
  brokenLinks: '10004',
  monitoring: '10005',
  docContent: '10006',
} as const;

const entry = (type: 'API.CONFIG.VALIDATION' | 'API.NODE.VALIDATION') => ({
  text: (context: { message: string }) => context.message,
  level: 'ERROR' as const,
  type,
  category: 'USER' as const,
});

/** Registers the error map, so reports show a category instead of "UNKNOWN". */
export function registerErrorMap(reporter: Reporter): void {
  reporter.setErrorMap({
    [ERROR_IDS.siteConfig]: entry('API.CONFIG.VALIDATION'),
    [ERROR_IDS.frontMatter]: entry('API.NODE.VALIDATION'),
    [ERROR_IDS.docReference]: entry('API.NODE.VALIDATION'),
    [ERROR_IDS.brokenLinks]: entry('API.NODE.VALIDATION'),
    [ERROR_IDS.monitoring]: entry('API.CONFIG.VALIDATION'),
    [ERROR_IDS.docContent]: entry('API.NODE.VALIDATION'),
  });
}
