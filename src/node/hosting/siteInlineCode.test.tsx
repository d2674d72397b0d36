/** @jest-environment node */
import React, { createElement, Fragment, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router, ServerLocation } from '@gatsbyjs/reach-router';
import { RouteAnnouncerProps } from 'gatsby/cache-dir/commonjs/route-announcer-props';
import { onPreRenderHTML, onRenderBody } from '../../../gatsby-ssr';
import AnnouncementBar from '../../chrome/AnnouncementBar';
import type { AnnouncementBarSettings } from '../../config/navigationSchema';
import { readBuiltHtml, type InlineCode } from '../../lib/builtSite/builtHtml';
import { strayInlineCode, writtenTexts } from '../../lib/hosting/inlineCode';
import { contentComponents } from '../../render/contentComponents';
import { siteInlineCode } from './siteInlineCode';
import { fixtureNavigation, fixtureSettings } from '../../config/navigation.testHelper';
import { ChromeProvider } from '../../contexts/Chrome';
import { ENGLISH } from '../../lib/i18n/stringsFile';

/** Gatsby's scripts slice, as gatsby/dist/utils/gatsby-webpack-stats-extractor.js writes it. */
const gatsbyScriptsSlice = `
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{\\"app\\":[\\"/app-9b42.js\\"]}";
          </script>
        <script>window.___webpackCompilationHash="be6a7a1ce139aeaa03b0";</script><script src="/app-9b42.js" async></script>`;

const bar: AnnouncementBarSettings = {
  id: 'shared-lists',
  content: 'Want lists can now be shared.',
  backgroundColor: '#3b1f5c',
  textColor: '#ffffff',
  isCloseable: true,
};

const inlineCodeOf = (...elements: ReactNode[]): InlineCode =>
  readBuiltHtml(renderToStaticMarkup(createElement(Fragment, null, ...elements))).inline;

/** The inline code of `written` that the registry does not list: none, when writers and registry agree. */
const notListed = (written: InlineCode, announcementBar?: AnnouncementBarSettings) =>
  strayInlineCode(
    [{ route: '/wants', inline: written }],
    writtenTexts(siteInlineCode({ announcementBar, gatsbyScriptsSlice })),
  );

const count = (inline: InlineCode) => Object.values(inline).flat().length;

describe('the registry of inline code lists what each writer writes, as it writes it', () => {
  it("gatsby-ssr.tsx: the head's scripts (the closed announcement's among them), the base-URL banner's script and style", () => {
    const head: ReactElement[] = [];
    const preBody: ReactElement[] = [];
    onRenderBody!(
      {
        pathname: '/wants',
        setHtmlAttributes: () => undefined,
        setBodyAttributes: () => undefined,
        setHeadComponents: (components: ReactNode[]) => head.push(...(components as ReactElement[])),
        setPreBodyComponents: (components: ReactNode[]) => preBody.push(...(components as ReactElement[])),
      } as never,
      {} as never,
    );
    const written = inlineCodeOf(...head, ...preBody);
    expect(count(written)).toBe(5);
    expect(notListed(written)).toEqual([]);
  });

  it("gatsby-ssr.tsx: Gatsby's loader script, as the page's render rewrites it, and the loader of the held scripts", () => {
    // Gatsby's ServerSliceRenderer writes the slice's placeholder, filled in after rendering.
    const Slice = (_props: { sliceId: string }) => null;
    let postBody: ReactNode[] = [];
    onPreRenderHTML!(
      {
        getHeadComponents: () => [],
        replaceHeadComponents: () => undefined,
        // As gatsby/cache-dir/static-entry.js writes it with slices on.
        getPostBodyComponents: () => [
          <script
            key="script-loader"
            id="gatsby-script-loader"
            dangerouslySetInnerHTML={{ __html: '/*<![CDATA[*/window.pagePath="/wants";/*]]>*/' }}
          />,
          <Slice key="slice" sliceId="_gatsby-scripts" />,
        ],
        replacePostBodyComponents: (components: ReactNode[]) => (postBody = components),
      } as never,
      {} as never,
    );
    const written = inlineCodeOf(...postBody);
    expect(count(written)).toBe(2);
    expect(notListed(written)).toEqual([]);
  });

  it("the announcement bar: the rule that hides it once closed and its colours, for the navigation's bar", () => {
    const written = inlineCodeOf(
      <ChromeProvider
        value={{
          pathPrefix: '',
          pathname: '',
          sidebars: {},
          navigation: fixtureNavigation,
          settings: fixtureSettings,
          strings: ENGLISH,
        }}
      >
        <AnnouncementBar bar={bar} />
      </ChromeProvider>,
    );
    expect(count(written)).toBe(2);
    expect(notListed(written, bar)).toEqual([]);
    // Another bar's id and colours are not allowed.
    expect(notListed(written, { ...bar, id: 'other', backgroundColor: '#000000' })).toHaveLength(2);
    expect(notListed(written)).toHaveLength(2);
  });

  it("a doc's Tabs group: the script that restores the reader's choice", () => {
    const { Tabs, TabItem } = contentComponents as Record<string, ComponentType<Record<string, unknown>>>;
    const written = inlineCodeOf(
      createElement(
        Tabs,
        { groupId: 'export-format' },
        createElement(TabItem, { value: 'csv', label: 'CSV' }, 'Comma separated.'),
        createElement(TabItem, { value: 'json', label: 'JSON' }, 'Objects.'),
      ),
    );
    expect(count(written)).toBe(1);
    expect(notListed(written)).toEqual([]);
  });

  it("Gatsby's page frame: the focus wrapper's and the route announcer's style attributes", () => {
    // As gatsby/cache-dir/static-entry.js renders every page.
    const Page = (_props: { path: string }) => <h1>Want lists</h1>;
    const written = inlineCodeOf(
      <ServerLocation url="/wants">
        <Router id="gatsby-focus-wrapper" baseuri="">
          <Page path="/*" />
        </Router>
        <div {...RouteAnnouncerProps} />
      </ServerLocation>,
    );
    expect(count(written)).toBe(2);
    expect(notListed(written)).toEqual([]);
  });

  it("Gatsby's scripts slice: its chunk mapping and compilation hash, as this build wrote them", () => {
    const written = readBuiltHtml(gatsbyScriptsSlice).inline;
    expect(count(written)).toBe(2);
    expect(notListed(written)).toEqual([]);
  });
});

it('lists nothing for an announcement bar that is not there, cannot be closed or has no colours', () => {
  const writers = (announcementBar?: AnnouncementBarSettings) =>
    siteInlineCode({ announcementBar, gatsbyScriptsSlice }).map(({ writer }) => writer);
  const announcementWriters = (announcementBar?: AnnouncementBarSettings) =>
    writers(announcementBar).filter((writer) => writer.endsWith('in src/chrome/AnnouncementBar'));
  expect(announcementWriters()).toEqual([]);
  expect(announcementWriters({ ...bar, isCloseable: false, backgroundColor: undefined, textColor: undefined })).toEqual(
    [],
  );
  expect(announcementWriters(bar)).toHaveLength(2);
});

it('names the code that writes each piece', () => {
  for (const { writer } of siteInlineCode({ announcementBar: bar, gatsbyScriptsSlice })) {
    expect(writer).toMatch(/^(src\/|gatsby\/|@gatsbyjs\/)\S+/);
  }
});
