import { PAGE_PATH_ATTRIBUTE, pageIndependentLoaderScript } from './pageScripts';

const gatsbyScript = (path: string) =>
  `/*<![CDATA[*/window.pagePath=${JSON.stringify(path)};window.___webpackCompilationHash="2efb88cf";/*]]>*/`;

describe('pageIndependentLoaderScript', () => {
  it('is the same text for every page, the path moved to an attribute', () => {
    const wants = pageIndependentLoaderScript(gatsbyScript('/wants'));
    const home = pageIndependentLoaderScript(gatsbyScript('/'));
    expect(wants.script).toBe(home.script);
    expect([wants.pagePath, home.pagePath]).toEqual(['/wants', '/']);
    expect(wants.script).toContain('window.___webpackCompilationHash="2efb88cf";');
  });

  it('still sets window.pagePath, from the attribute of the running script', () => {
    const { script, pagePath } = pageIndependentLoaderScript(gatsbyScript('/guides/a "quoted" page'));
    const element = document.createElement('script');
    element.setAttribute(PAGE_PATH_ATTRIBUTE, pagePath);
    element.textContent = script;
    document.body.append(element);
    expect((window as unknown as { pagePath: string }).pagePath).toBe('/guides/a "quoted" page');
  });

  it('fails naming the script when Gatsby writes it another way', () => {
    expect(() => pageIndependentLoaderScript('window.___pagePath="/"')).toThrow(
      /#gatsby-script-loader\) no longer sets window.pagePath.*src\/lib\/pageScripts\.ts/,
    );
  });
});
