import React from 'react';
import { inlinedStylesheetHref, withoutInlinedStylesheets } from './globalStylesheet';

// As Gatsby 5's static-entry writes the global stylesheet into each page.
const inlined = (href: string) => (
  <style key={href} data-href={href} data-identity="gatsby-global-css" dangerouslySetInnerHTML={{ __html: 'a{}' }} />
);

describe('inlinedStylesheetHref', () => {
  it("names the file of Gatsby's inlined global stylesheet", () => {
    expect(inlinedStylesheetHref(inlined('/docs/styles.e15f.css'))).toBe('/docs/styles.e15f.css');
  });

  it('is null for every other head element', () => {
    expect(inlinedStylesheetHref(<style dangerouslySetInnerHTML={{ __html: 'a{}' }} />)).toBeNull();
    expect(inlinedStylesheetHref(<link rel="stylesheet" href="/print.css" />)).toBeNull();
    expect(inlinedStylesheetHref(<style data-identity="gatsby-global-css" />)).toBeNull();
    expect(inlinedStylesheetHref(null)).toBeNull();
  });
});

describe('withoutInlinedStylesheets', () => {
  it('takes the inlined stylesheets out of the head and keeps the rest in order', () => {
    const icon = <link key="icon" rel="icon" href="/favicon.svg" />;
    const script = <script key="color-mode" dangerouslySetInnerHTML={{ __html: '1' }} />;
    const { head, stylesheets } = withoutInlinedStylesheets([inlined('/styles.ab12.css'), icon, script]);
    expect(head).toEqual([icon, script]);
    expect(stylesheets).toEqual(['/styles.ab12.css']);
  });

  it('leaves a head without an inlined stylesheet as it is', () => {
    const icon = <link key="icon" rel="icon" href="/favicon.svg" />;
    expect(withoutInlinedStylesheets([icon])).toEqual({ head: [icon], stylesheets: [] });
  });
});
