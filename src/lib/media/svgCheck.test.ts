/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { svgProblems } from './svgCheck';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (body: string, attributes = '') => `<svg ${NS} ${XLINK}${attributes}>${body}</svg>`;
const problems = (text: string | Uint8Array) =>
  svgProblems(typeof text === 'string' ? new TextEncoder().encode(text) : text);

/**
 * SVG files as someone who may upload media (a CMS account, a pull request) could write them, each
 * with a part of the line that names what to remove. Nested, namespaced and encoded variants too:
 * browsers decode entities and drop whitespace in URLs, and run an XHTML script inside an SVG.
 */
const HOSTILE: Array<[string, string, string]> = [
  ['script', svg('<script>alert(1)</script>'), '<script>, which runs code'],
  [
    'script nested deep',
    svg('<g><g><defs><script type="text/javascript"><![CDATA[alert(1)]]></script></defs></g></g>'),
    '<script>',
  ],
  [
    'script with a prefix',
    `<svg ${NS} xmlns:s="${'http://www.w3.org/2000/svg'}"><s:script>alert(1)</s:script></svg>`,
    '<s:script>',
  ],
  [
    'XHTML script',
    svg('<html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(1)</html:script>'),
    '<html:script>',
  ],
  [
    'XHTML iframe',
    svg('<div xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example/"/></div>'),
    '<div>, an HTML element',
  ],
  ['SCRIPT in capitals', svg('<SCRIPT>alert(1)</SCRIPT>'), '<SCRIPT>'],
  ['handler', svg('<handler type="application/ecmascript">alert(1)</handler>'), '<handler>'],
  ['onload', svg('<rect width="1" height="1"/>', ' onload="alert(1)"'), 'onload="alert(1)" on <svg>, an event handler'],
  [
    'onclick nested',
    svg('<g><a href="#x"><circle r="4" onclick="alert(1)"/></a></g>'),
    'onclick="alert(1)" on <circle>',
  ],
  ['OnMouseOver', svg('<rect OnMouseOver="alert(1)"/>'), 'OnMouseOver="alert(1)"'],
  ['event handler in a namespace', svg('<rect xlink:onclick="alert(1)"/>'), 'xlink:onclick'],
  ['javascript: link', svg('<a href="javascript:alert(1)"><text>x</text></a>'), 'a URL that runs script'],
  [
    'javascript: xlink',
    svg('<a xlink:href="jAvAsCrIpT:alert(1)"><text>x</text></a>'),
    'xlink:href="jAvAsCrIpT:alert(1)"',
  ],
  [
    'javascript: with entities',
    svg('<a href="&#x6A;ava&#x73;cript:alert(1)"><text>x</text></a>'),
    'a URL that runs script',
  ],
  [
    'javascript: split by a tab',
    svg('<a href="java&#x09;script:alert(1)"><text>x</text></a>'),
    'a URL that runs script',
  ],
  [
    'javascript: split by a newline',
    svg('<a href="java&#10;script:alert(1)"><text>x</text></a>'),
    'a URL that runs script',
  ],
  ['vbscript:', svg('<a href="vbscript:msgbox(1)"><text>x</text></a>'), 'a URL that runs script'],
  [
    'data: HTML link',
    svg('<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><text>x</text></a>'),
    'uses the scheme "data:"',
  ],
  ['data: SVG image', svg('<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>'), 'uses the scheme "data:"'],
  [
    'set to javascript:',
    svg('<a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a>'),
    'an animation that changes a link',
  ],
  [
    'animate values',
    svg('<a><animate attributeName="xlink:href" values="#a;javascript:alert(1)"/></a>'),
    'a URL that runs script',
  ],
  [
    'animate an event handler',
    svg('<rect><set attributeName="onclick" to="x"/></rect>'),
    'an animation that changes a link or an event handler',
  ],
  [
    'foreignObject',
    svg('<foreignObject width="9" height="9"><p xmlns="http://www.w3.org/1999/xhtml">Sign in</p></foreignObject>'),
    '<foreignObject>',
  ],
  ['external use', svg('<use href="https://evil.example/sprite.svg#icon"/>'), 'a <use> of another file'],
  ['external use, same site', svg('<use xlink:href="/media/sprite.svg#icon"/>'), 'a <use> of another file'],
  ['data: use', svg('<use href="data:image/svg+xml,&lt;svg onload=alert(1)&gt;"/>'), 'a <use> of another file'],
  ['foreign image', svg('<image href="https://evil.example/pixel.png"/>'), 'a reference to another site'],
  ['protocol-relative image', svg('<image xlink:href="//evil.example/pixel.png"/>'), 'starts with "//"'],
  ['backslash image', svg('<image href="/\\evil.example/pixel.png"/>'), 'holds a backslash'],
  ['foreign link', svg('<a href="https://evil.example/"><text>x</text></a>'), 'a reference to another site'],
  ['url() to another site', svg('<rect fill="url(https://evil.example/g.svg#g)"/>'), 'a reference to another site'],
  ['url() with spaces', svg('<rect filter="url( //evil.example/f.svg#f )"/>'), 'a reference to another site'],
  ['style attribute', svg('<rect style="fill: url(\'https://evil.example/x.svg#p\')"/>'), 'in style='],
  ['style element @import', svg('<style>@import url(https://evil.example/x.css);</style>'), 'an @import'],
  [
    'style element escaped url',
    svg('<style>rect { background: u\\72l(//evil.example/x.png) }</style>'),
    'a reference to another site',
  ],
  [
    'style element hex-escaped slashes',
    svg('<style><![CDATA[rect { fill: url(\\2f\\2f evil.example/x.svg#p) }]]></style>'),
    'a reference to another site',
  ],
  [
    'style element image-set',
    svg('<style>rect { background: image-set("https://evil.example/x.png" 1x) }</style>'),
    'a reference to another site',
  ],
  [
    'style element javascript:',
    svg('<style>rect { background: url(javascript:alert(1)) }</style>'),
    'a javascript: URL',
  ],
  [
    'xml-stylesheet',
    `<?xml version="1.0"?><?xml-stylesheet href="https://evil.example/x.css"?>${svg('')}`,
    '<?xml-stylesheet …?>',
  ],
  [
    'xml:base',
    svg('<a href="x"><text>x</text></a>', ' xml:base="https://evil.example/"'),
    'which changes where the file',
  ],
  [
    'entities',
    `<!DOCTYPE svg [<!ENTITY x "&#60;script&#62;alert(1)&#60;/script&#62;">]>${svg('&x;')}`,
    'not well-formed XML',
  ],
  ['declared entities unused', `<!DOCTYPE svg [<!ENTITY x "y">]>${svg('')}`, 'a DOCTYPE that declares entities'],
  [
    'not well-formed',
    `<svg ${NS}><script>alert(1)</svg>`,
    'not well-formed XML (line 1, column 62: unexpected close tag)',
  ],
  ['HTML parsed as such', '<svg><script>alert(1)</script>', 'not well-formed XML'],
  ['two roots', `${svg('')}${svg('')}`, 'not well-formed XML'],
  [
    'an HTML page named .svg',
    '<html xmlns="http://www.w3.org/1999/xhtml"><body><script>alert(1)</script></body></html>',
    'a root element <html>',
  ],
  ['no SVG namespace', '<svg><rect/></svg>', 'a root element <svg> with no namespace'],
  ['another encoding', `<?xml version="1.0" encoding="UTF-16"?>${svg('')}`, 'naming the encoding "UTF-16"'],
];

describe('svgProblems', () => {
  it.each(HOSTILE)('refuses an SVG with %s, naming what to remove', (_case, text, problem) => {
    const found = problems(text);
    expect(found.join('\n')).toContain(problem);
  });

  it('refuses a file that is not UTF-8', () => {
    expect(problems(new Uint8Array([0xff, 0xfe, 0x3c, 0x00, 0x73, 0x00]))).toEqual([
      'not UTF-8 text: save it as UTF-8 (a plain SVG export does)',
    ]);
  });

  it('says each problem as what to remove', () => {
    expect(problems(svg('<script>alert(1)</script><rect onclick="x" fill="url(https://evil.example/#g)"/>'))).toEqual([
      '<script>, which runs code or shows another document: remove it',
      'onclick="x" on <rect>, an event handler, which runs script: remove it',
      'a reference to another site (//…, https://…) in fill="url(https://evil.example/#g)" on <rect>: remove it',
    ]);
  });

  it("takes the site's own SVGs and what drawing programs write", () => {
    for (const file of ['static/favicon.svg', 'static/img/logo.svg'])
      expect(problems(fs.readFileSync(path.resolve(file)))).toEqual([]);
    const inkscape =
      '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n' +
      '<!-- Created with Inkscape (http://www.inkscape.org/) -->\n' +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
      `<svg ${NS} ${XLINK} xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" ` +
      'xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="210mm" height="297mm" viewBox="0 0 210 297">' +
      '<sodipodi:namedview id="base" inkscape:zoom="0.35"/>' +
      '<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>' +
      '<defs><linearGradient id="g"><stop offset="0" style="stop-color:#0f6e5a"/></linearGradient>' +
      '<style>.a { fill: url(#g); font: 12px/1.5 "Inter", sans-serif }</style></defs>' +
      '<g><rect class="a" width="10" height="10" fill="url(#g)"/><use xlink:href="#g"/>' +
      '<a href="/wants"><text>Wants</text></a><a xlink:href="#top"><text>Top</text></a>' +
      '<image width="2" height="2" xlink:href="data:image/png;base64,iVBORw0KGgo="/>' +
      '<animate attributeName="opacity" values="0;1" dur="1s"/></g></svg>';
    expect(problems(inkscape)).toEqual([]);
  });
});
