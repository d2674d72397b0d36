/** @jest-environment node */
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { allowedHtmlSummary, sanitizeEditorHtml } from './editorHtml';

/**
 * HTML an editor with write access to the navigation could put in an `html` navbar item or the
 * announcement bar, each with a part of the reason it is removed. Encoded and nested variants too:
 * entities and control characters in URLs, hostile attributes on allowed elements, the parser
 * tricks of mutation XSS (a namespace or a raw-text element that changes how the rest parses).
 */
const HOSTILE: Array<[string, string]> = [
  ['<script>alert(1)</script>', '<script> and all it holds'],
  ['<img src=x onerror=alert(1)>', 'onerror="alert(1)" from <img>: an event handler runs script'],
  ['<a href="javascript:alert(1)">x</a>', 'uses the scheme "javascript:"'],
  ['<a href="jAvAsCrIpT:alert(1)">x</a>', 'uses the scheme "javascript:"'],
  ['<a href="  javascript:alert(1)">x</a>', 'uses the scheme "javascript:"'],
  [
    '<a href="java&#x09;script:alert(1)">x</a>',
    'href="java&#x9;script:alert(1)" from <a>: it holds a control character',
  ],
  ['<a href="java\nscript:alert(1)">x</a>', 'holds a control character'],
  ['<a href="&#106;avascript&colon;alert(1)">x</a>', 'uses the scheme "javascript:"'],
  [
    '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;:alert(1)">x</a>',
    'uses the scheme "javascript:"',
  ],
  ['<a href="vbscript:msgbox(1)">x</a>', 'uses the scheme "vbscript:"'],
  ['<a href="data:text/html,<script>alert(1)</script>">x</a>', 'uses the scheme "data:"'],
  ['<a href="//evil.example">x</a>', 'starts with "//", which leaves the site'],
  ['<a href="/\\evil.example">x</a>', 'holds a backslash'],
  ['<a href="wants">x</a>', 'is relative to the page it is on'],
  ['<b><i><a href="javascript:alert(1)">nested</a></i></b>', 'href="javascript:alert(1)" from <a>'],
  ['<strong onmouseover="alert(1)">x</strong>', 'onmouseover="alert(1)" from <strong>: an event handler runs script'],
  [
    '<a href="/wants" style="position:fixed;inset:0">x</a>',
    'style="position:fixed;inset:0" from <a>: <a> takes only href, title, target, rel',
  ],
  ['<span class="announcement__close">x</span>', 'class="announcement__close" from <span>: <span> takes no attribute'],
  ['<a href="/wants" target="_top">x</a>', 'target="_top" from <a>: target takes only "_blank"'],
  [
    '<a href="/wants" rel="noopener opener">x</a>',
    '"opener" from the rel of <a>: rel takes only "noopener", "noreferrer", "nofollow"',
  ],
  [
    '<img src="https://evil.example/pixel.png" alt="">',
    'is the address of another site; an image here is a file of this site',
  ],
  ['<img src="data:image/svg+xml,<svg onload=alert(1)>">', 'uses the scheme "data:"'],
  [
    '<img src="/media/b.png" srcset="https://evil.example/x.png 1x">',
    'srcset="https://evil.example/x.png 1x" from <img>',
  ],
  ['<svg><script>alert(1)</script></svg>', '<svg> and all it holds'],
  ['<svg onload=alert(1)>', '<svg> and all it holds'],
  ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', '<math> and all it holds'],
  ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '<noscript> and all it holds'],
  ['<template><script>alert(1)</script></template>', '<template> and all it holds'],
  ['<iframe src="https://evil.example/"></iframe>', '<iframe> and all it holds'],
  ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', '<iframe> and all it holds'],
  ['<object data="https://evil.example/x.swf"></object>', '<object> and all it holds'],
  ['<embed src="https://evil.example/x.swf">', '<embed> and all it holds'],
  ['<style>body{display:none}</style>', '<style> and all it holds'],
  ['<form action="https://evil.example/"><button>Sign in</button></form>', 'the tag <form> (its text is kept)'],
  ['<input autofocus onfocus=alert(1)>', 'the tag <input>'],
  ['<details open ontoggle=alert(1)>x</details>', 'the tag <details>'],
  ['<meta http-equiv="refresh" content="0;url=https://evil.example/">', 'the tag <meta>'],
  ['<base href="https://evil.example/">', 'the tag <base>'],
  ['<link rel="stylesheet" href="https://evil.example/x.css">', 'the tag <link>'],
  ['<div style="position:fixed;inset:0">Sign in again</div>', 'the tag <div> (its text is kept)'],
  ['<!--<img src=x onerror=alert(1)>-->', 'the comment'],
];

/** What the pages must never get from such HTML. */
function expectInert(html: string): void {
  expect(html).not.toMatch(/<(script|iframe|object|embed|style|svg|math|form|meta|base|link|template|noscript)\b/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/\s(style|class|srcset)\s*=/i);
  expect(html).not.toMatch(/(javascript|vbscript|data):/i);
  expect(html).not.toMatch(/(href|src)="(\/\/|\/\\|https:\/\/evil)/i);
}

describe('sanitizeEditorHtml', () => {
  it.each(HOSTILE)('makes %j inert and says what it removed and why', (input, reason) => {
    const { html, removed } = sanitizeEditorHtml(input);
    expectInert(html);
    expect(removed.join('\n')).toContain(reason);
  });

  it('never removes anything without saying so', () => {
    for (const [input] of HOSTILE) {
      const { html, removed } = sanitizeEditorHtml(input);
      // The input as the parser reads it, written back: what the pages would get without the sanitiser.
      const parsed = toHtml(fromHtml(input, { fragment: true }));
      if (html !== parsed) expect(removed.length).toBeGreaterThan(0);
    }
  });

  it('keeps what a badge or an announcement needs, as written', () => {
    for (const input of [
      'New: price alerts on your wants tell you when an item drops under its ceiling. <a href="/wants#alerts">Set one up</a>.',
      '<a href="https://status.trove.app">Status</a>',
      '<a href="https://github.com/trove-app" target="_blank" rel="noopener noreferrer" title="Source">GitHub</a>',
      '<a href="mailto:help@trove.app">Write to us</a>',
      '<img src="/media/badge.svg" alt="Beta" width="40" height="16"> <strong>New</strong>, <em>faster</em> <code>v2</code><br><small>since <b>May</b></small> <kbd>Ctrl</kbd>+<kbd>K</kbd> x<sup>2</sup> H<sub>2</sub>O <i>i</i> <span>s</span>',
    ]) {
      expect(sanitizeEditorHtml(input)).toEqual({ html: input, removed: [] });
    }
  });

  it('names what the HTML may hold', () => {
    expect(allowedHtmlSummary()).toBe(
      '<a href title target rel>, <b>, <strong>, <i>, <em>, <code>, <kbd>, <span>, <small>, <sup>, <sub>, <br>, <img src alt width height>',
    );
  });
});
