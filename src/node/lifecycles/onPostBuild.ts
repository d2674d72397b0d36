import fs from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode, Reporter } from 'gatsby';
import { localeNotFoundPages, notFoundRedirectLines } from '../../lib/hosting/localeNotFound';
import siteConfig from '../../config/site.config';
import { metaPolicy } from '../../lib/hosting/policy';
import { hostRedirectsFile } from '../../lib/redirects';
import { robotsTxt } from '../../lib/robots';
import { checkBuiltLinks } from '../builtSite/checkBuiltLinks';
import { readBuiltSite } from '../builtSite/readBuiltSite';
import { checkInlineCode } from '../hosting/checkInlineCode';
import { readGatsbyScriptsSlice, siteInlineCode } from '../hosting/siteInlineCode';
import { isCmsFile, sitePolicies, writeHostingFiles } from '../hosting/writeHostingFiles';
import { markdownTwinsWritten } from '../markdown/writeMarkdownTwins';
import { loadNavigation } from '../navigation/loadNavigation';
import { searchIndexWritten } from '../search/searchIndexInWorker';

/** Where the pages read by the last build are kept, in Gatsby's cache folder, which a clean build empties. */
const READ_PAGES_FILE = 'trove-read-pages.json';

/**
 * Waits for the search index and the docs' Markdown started in createPages, writes robots.txt from the site URL, so it
 * always names the sitemap of this build, puts the Content Security Policy into every page (for
 * hosts that send no headers), fails on inline code the site did not write and on broken links,
 * and writes the headers and redirects for hosts.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, pathPrefix, reporter }) => {
  await searchIndexWritten();
  await markdownTwinsWritten();
  const { data } = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    query RobotsSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  await fs.writeFile(path.resolve('public/robots.txt'), robotsTxt(data!.site.siteMetadata.siteUrl, pathPrefix));
  await writeHostRedirects(reporter);
  const publicDir = path.resolve('public');
  const written = siteInlineCode({
    announcementBar: loadNavigation().navigation.announcementBar,
    gatsbyScriptsSlice: readGatsbyScriptsSlice(publicDir),
  });
  const policies = sitePolicies(written);
  const meta = { pages: metaPolicy(policies.pages), cms: metaPolicy(policies.cms) };
  const site = await readBuiltSite(publicDir, path.resolve('.cache', READ_PAGES_FILE), (file) =>
    isCmsFile(file) ? meta.cms : meta.pages,
  );
  checkInlineCode(site.pages, written, reporter);
  checkBuiltLinks(site.pages, publicDir, pathPrefix, reporter);
  writeHostingFiles(publicDir, policies);
};

/**
 * Writes the config redirects as public/_redirects, saying which ones hosts cannot express, then
 * each locale's not-found page for the missing pages under its path: last, so a redirect wins.
 */
async function writeHostRedirects(reporter: Reporter): Promise<void> {
  const { text: redirects, unsupported } = hostRedirectsFile(siteConfig.redirects ?? []);
  const notFound = notFoundRedirectLines(localeNotFoundPages(siteConfig.i18n));
  const text = `${redirects}${notFound.map((line) => `${line}\n`).join('')}`;
  if (text) await fs.writeFile(path.resolve('public/_redirects'), text);
  for (const redirect of unsupported) {
    reporter.warn(
      `Redirect ${redirect.from} -> ${redirect.to} is not in public/_redirects: hosts take one wildcard, at the end. ` +
        'The not-found page still follows it in the browser.',
    );
  }
}
