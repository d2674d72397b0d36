import fs from 'node:fs';
import path from 'node:path';
import { createElement, type CSSProperties } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RouteAnnouncerProps } from 'gatsby/cache-dir/commonjs/route-announcer-props';
import type { AnnouncementBarSettings } from '../../config/navigationSchema';
import { restoreTabChoiceScript } from '../../components/Tabs/restoreChoiceScript';
import {
  ANNOUNCEMENT_DISMISSED_SCRIPT,
  announcementColours,
  announcementHiddenStyle,
} from '../../chrome/AnnouncementBar/announcementBar';
import { BASE_URL_BANNER_SCRIPT, BASE_URL_BANNER_STYLE } from '../../chrome/BaseUrlBanner/baseUrlBanner';
import { readBuiltHtml } from '../../lib/builtSite/builtHtml';
import { noFlashScript } from '../../lib/colorMode';
import type { WrittenInlineCode } from '../../lib/hosting/inlineCode';
import { HELD_SCRIPTS_LOADER, LOADER_SCRIPT } from '../../lib/pageScripts';
import { applePlatformScript } from '../../lib/search/shortcut';

/**
 * Gatsby's scripts slice (gatsby/dist/utils/gatsby-webpack-stats-extractor.js writes it when the
 * browser bundles are built, and stitches it into every page): the chunk mapping and the
 * compilation hash, which change with the bundles.
 */
export const GATSBY_SCRIPTS_SLICE = '_gatsby/slices/_gatsby-scripts-1.html';

/**
 * The style attribute React writes for `style`: the site's pages are rendered by React, so an
 * attribute is allowed by the hash of the text React makes of it.
 */
const styleAttributeOf = (style: CSSProperties): string =>
  readBuiltHtml(renderToStaticMarkup(createElement('i', { style }))).inline.styleAttributes[0];

/**
 * The inline code Gatsby and the site write into pages, each with the code that writes it: the
 * Content Security Policy allows these and nothing else, and the build fails on any other inline
 * code in a page (src/node/hosting/checkInlineCode.ts). Inline code a change of the site adds
 * belongs here, taken from the module that writes it.
 */
export function siteInlineCode({
  announcementBar,
  gatsbyScriptsSlice,
}: {
  /** The navigation's announcement bar, when there is one: its script and colours depend on it. */
  announcementBar?: AnnouncementBarSettings;
  /** The text of `GATSBY_SCRIPTS_SLICE` as this build wrote it. */
  gatsbyScriptsSlice: string;
}): WrittenInlineCode[] {
  const colours = announcementBar && announcementColours(announcementBar);
  return [
    { kind: 'scripts', text: noFlashScript(), writer: 'src/lib/colorMode.ts noFlashScript, in gatsby-ssr.tsx' },
    {
      kind: 'scripts',
      text: applePlatformScript(),
      writer: 'src/lib/search/shortcut.ts applePlatformScript, in gatsby-ssr.tsx',
    },
    {
      kind: 'scripts',
      text: ANNOUNCEMENT_DISMISSED_SCRIPT,
      writer: 'src/chrome/AnnouncementBar/announcementBar.ts ANNOUNCEMENT_DISMISSED_SCRIPT, in gatsby-ssr.tsx',
    },
    {
      kind: 'scripts',
      text: BASE_URL_BANNER_SCRIPT,
      writer: 'src/chrome/BaseUrlBanner/baseUrlBanner.ts BASE_URL_BANNER_SCRIPT, in gatsby-ssr.tsx (baseUrlBannerHead)',
    },
    {
      kind: 'styles',
      text: BASE_URL_BANNER_STYLE,
      writer: 'src/chrome/BaseUrlBanner/baseUrlBanner.ts BASE_URL_BANNER_STYLE, in gatsby-ssr.tsx (baseUrlBannerHead)',
    },
    ...(announcementBar?.isCloseable
      ? [
          {
            kind: 'styles' as const,
            text: announcementHiddenStyle(announcementBar.id),
            writer:
              'src/chrome/AnnouncementBar/announcementBar.ts announcementHiddenStyle, in src/chrome/AnnouncementBar',
          },
        ]
      : []),
    ...(colours
      ? [
          {
            kind: 'styleAttributes' as const,
            text: styleAttributeOf(colours),
            writer: 'src/chrome/AnnouncementBar/announcementBar.ts announcementColours, in src/chrome/AnnouncementBar',
          },
        ]
      : []),
    {
      kind: 'scripts',
      text: restoreTabChoiceScript,
      writer:
        'src/components/Tabs/restoreChoiceScript.ts, after a Tabs group with a groupId (src/render/contentComponents.tsx)',
    },
    {
      kind: 'scripts',
      text: LOADER_SCRIPT,
      writer: "src/lib/pageScripts.ts LOADER_SCRIPT: Gatsby's loader script as gatsby-ssr.tsx rewrites it",
    },
    {
      kind: 'scripts',
      text: HELD_SCRIPTS_LOADER,
      writer: "src/lib/pageScripts.ts HELD_SCRIPTS_LOADER, after Gatsby's scripts slice in gatsby-ssr.tsx",
    },
    // Held in a template and run by HELD_SCRIPTS_LOADER, which inserts a copy of each.
    ...readBuiltHtml(gatsbyScriptsSlice).inline.scripts.map((text) => ({
      kind: 'scripts' as const,
      text,
      writer: `gatsby/dist/utils/gatsby-webpack-stats-extractor.js, in public/${GATSBY_SCRIPTS_SLICE}`,
    })),
    {
      kind: 'styleAttributes',
      // Not exported by the router: src/node/hosting/siteInlineCode.test.ts renders the router and compares.
      text: styleAttributeOf({ outline: 'none' }),
      writer:
        '@gatsbyjs/reach-router FocusHandlerImpl, on the <Router id="gatsby-focus-wrapper"> of gatsby/cache-dir/static-entry.js',
    },
    {
      kind: 'styleAttributes',
      text: styleAttributeOf(RouteAnnouncerProps.style),
      writer: 'gatsby/cache-dir/route-announcer-props.js RouteAnnouncerProps, in gatsby/cache-dir/static-entry.js',
    },
  ];
}

/** Reads Gatsby's scripts slice of the build in `publicDir`; throws naming it when Gatsby wrote none. */
export function readGatsbyScriptsSlice(publicDir: string): string {
  const file = path.join(publicDir, GATSBY_SCRIPTS_SLICE);
  if (!fs.existsSync(file))
    throw new Error(
      `Gatsby wrote no scripts slice (public/${GATSBY_SCRIPTS_SLICE}), from which the Content Security Policy takes ` +
        "Gatsby's inline scripts. This version of Gatsby writes them elsewhere: update src/node/hosting/siteInlineCode.ts.",
    );
  return fs.readFileSync(file, 'utf8');
}
