import React from 'react';
import { withPrefix, type GatsbySSR } from 'gatsby';
import siteConfig from './src/config/site.config';
import BaseUrlBanner, { baseUrlBannerHead } from './src/chrome/BaseUrlBanner/index';
import { ANNOUNCEMENT_DISMISSED_SCRIPT } from './src/chrome/AnnouncementBar/announcementBar';
import PageFrame from './src/components/PageFrame/index';
import { sitePathPrefix } from './src/browser/pathPrefix';
import { renderedPageStrings } from './src/browser/uiStrings';
import {
  GATSBY_LOADER_SCRIPT_ID,
  HELD_SCRIPTS_ID,
  HELD_SCRIPTS_LOADER,
  PAGE_PATH_ATTRIBUTE,
  pageIndependentLoaderScript,
} from './src/lib/pageScripts';
import { applePlatformScript } from './src/lib/search/shortcut';
import { DEFAULT_COLOR_MODE, noFlashScript } from './src/lib/colorMode';
import { withoutInlinedStylesheets } from './src/lib/globalStylesheet';
import { UI_STRINGS_ATTRIBUTE } from './src/lib/i18n/pageStrings';
import { localeOfPage } from './src/lib/locales';
import type { HeadTags } from './src/lib/head';

// The same tree as gatsby-browser, so hydration (and React's useId) sees what the server rendered.
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <PageFrame pathname={props.location.pathname} pageContext={props.pageContext}>
    {element}
  </PageFrame>
);

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  pathname,
  loadPageDataSync,
  setHtmlAttributes,
  setBodyAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  // The page's locale gives its language and direction (a right-to-left locale lays the whole site
  // out mirrored: the stylesheets use logical properties), and the labels its scripts show.
  const pageContext = loadPageDataSync?.(pathname)?.result?.pageContext;
  const locale = localeOfPage(siteConfig.i18n, pageContext);
  setHtmlAttributes({ lang: locale.htmlLang, dir: locale.direction, 'data-theme': DEFAULT_COLOR_MODE } as never);
  setBodyAttributes({ [UI_STRINGS_ATTRIBUTE]: JSON.stringify(renderedPageStrings(locale.code)) } as never);
  // The scripts run before the body is parsed, so the stored colour mode and the closed announcement
  // bar are on <html> before first paint: no flash. Every inline script is here, before the
  // stylesheet: a script in the body would wait for it, and the first paint would show only what
  // was parsed before that script (docs/architecture.md, "The first paint").
  // The icon stays out of the Head API, which removes and re-adds its tags on each route change: the browser would fetch the icon
  // again, and between removal and re-adding it may ask for /favicon.ico, which does not exist.
  setHeadComponents([
    <link key="icon" rel="icon" href={withPrefix(siteConfig.favicon)} type="image/svg+xml" />,
    <meta key="theme-color" name="theme-color" content={siteConfig.themeColor} />,
    <script key="color-mode" dangerouslySetInnerHTML={{ __html: noFlashScript() }} />,
    <script key="apple-platform" dangerouslySetInnerHTML={{ __html: applePlatformScript() }} />,
    <script key="announcement-dismissed" dangerouslySetInnerHTML={{ __html: ANNOUNCEMENT_DISMISSED_SCRIPT }} />,
    ...baseUrlBannerHead(),
    // The page in each locale that translated it, and x-default (src/lib/head.ts): written here, not by
    // the Head API's Seo, since only a page's first load needs them (crawlers load each page whole) and
    // rendering them again on route changes cost the first load's code 33 bytes over its budget.
    ...alternatesOf(pageContext).map(({ hrefLang, url }) => (
      <link key={`alternate-${hrefLang}`} rel="alternate" hrefLang={hrefLang} href={url} />
    )),
  ]);
  // First in <body>, with its script in the head: it must work when no bundle of the site loads.
  setPreBodyComponents([<BaseUrlBanner key="base-url-banner" route={pathname} builtPrefix={sitePathPrefix()} />]);
};

/** The `hreflang` links of a page's head tags (`HeadTags.alternates`), none for a page without them. */
function alternatesOf(pageContext: unknown): NonNullable<HeadTags['alternates']> {
  return (pageContext as { head?: HeadTags } | null | undefined)?.head?.alternates ?? [];
}

type ScriptElement = React.ReactElement<{
  id?: string;
  sliceId?: string;
  dangerouslySetInnerHTML?: { __html: string };
}>;

/** The slice in which Gatsby writes its chunk map, compilation hash and bundles' script tags. */
const GATSBY_SCRIPTS_SLICE_ID = '_gatsby-scripts';

/**
 * Gatsby's scripts slice held in a template, with the inline loader that starts its scripts after
 * the first paint (src/lib/pageScripts.ts HELD_SCRIPTS_LOADER says why). `gatsby develop` writes
 * its scripts without a slice and keeps them; a build whose pages start a script by themselves fails
 * e2e/firstPaint.spec.ts.
 */
function heldScripts(postBody: ScriptElement[]): React.ReactNode[] {
  const slice = postBody.findIndex((element) => element?.props?.sliceId === GATSBY_SCRIPTS_SLICE_ID);
  if (slice < 0) return postBody;
  return [
    ...postBody.slice(0, slice),
    <template key={HELD_SCRIPTS_ID} id={HELD_SCRIPTS_ID}>
      {postBody[slice]}
    </template>,
    <script key="held-scripts-loader" dangerouslySetInnerHTML={{ __html: HELD_SCRIPTS_LOADER }} />,
    ...postBody.slice(slice + 1),
  ];
}

/*
 * Every inline script is the same text on every page, so the Content Security Policy allows them by
 * a few hashes whatever the number of pages: Gatsby's loader script names the page in its text.
 *
 * Gatsby copies the whole stylesheet into every page; the site links its file instead, at the end of
 * the head, after the inline scripts. The file is cached once for every page, and each page's HTML
 * is about 40% smaller, which the browser parses in fewer tasks (docs/architecture.md, "How a page is built").
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  const { head, stylesheets } = withoutInlinedStylesheets(getHeadComponents() as React.ReactElement[]);
  replaceHeadComponents([...head, ...stylesheets.map((href) => <link key={href} rel="stylesheet" href={href} />)]);
  replacePostBodyComponents(
    heldScripts(
      (getPostBodyComponents() as ScriptElement[]).map((element) => {
        const html = element?.props?.id === GATSBY_LOADER_SCRIPT_ID && element.props.dangerouslySetInnerHTML?.__html;
        if (!html) return element;
        const { script, pagePath } = pageIndependentLoaderScript(html);
        return React.cloneElement(element, {
          [PAGE_PATH_ATTRIBUTE]: pagePath,
          dangerouslySetInnerHTML: { __html: script },
        } as object);
      }),
    ),
  );
};
