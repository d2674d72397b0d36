import { LOADER_SCRIPT, PAGE_PATH_ATTRIBUTE, pageIndependentLoaderScript } from './pageScripts';

/** The loader script as Gatsby 5 writes it with slices on (cache-dir/static-entry.js). */
const gatsbyScript = (path: string) => `/*<![CDATA[*/window.pagePath=${JSON.stringify(path)};/*]]>*/`;

describe('pageIndependentLoaderScript', () => {
  it('is the same text for every page, the path moved to an attribute', () => {
    const wants = pageIndependentLoaderScript(gatsbyScript('/wants'));
    const home = pageIndependentLoaderScript(gatsbyScript('/'));
    expect([wants.script, home.script]).toEqual([LOADER_SCRIPT, LOADER_SCRIPT]);
    expect([wants.pagePath, home.pagePath]).toEqual(['/wants', '/']);
  });

  it('still sets window.pagePath, from the attribute of the running script', () => {
    const { script, pagePath } = pageIndependentLoaderScript(gatsbyScript('/guides/a "quoted" page'));
    const element = document.createElement('script');
    element.setAttribute(PAGE_PATH_ATTRIBUTE, pagePath);
    element.textContent = script;
    document.body.append(element);
    expect((window as unknown as { pagePath: string }).pagePath).toBe('/guides/a "quoted" page');
  });

  it('fails naming the script when Gatsby writes it another way or with more in it', () => {
    for (const script of [
      'window.___pagePath="/"',
      `/*<![CDATA[*/window.pagePath="/";window.___webpackCompilationHash="2efb88cf";/*]]>*/`,
    ]) {
      expect(() => pageIndependentLoaderScript(script)).toThrow(
        /#gatsby-script-loader\) no longer sets window.pagePath alone.*src\/lib\/pageScripts\.ts/,
      );
    }
  });
});
