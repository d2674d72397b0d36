import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from 'saxes';
import { readUrl } from '../../config/urlRule';
import { shownValue } from '../shownValue';

/*
 * An SVG is a document, not only a picture: opened from the site (a link to /media/chart.svg) it
 * runs its scripts and event handlers on the site's origin, and it can load from anywhere. Files
 * editors upload or commit are checked here, parsed as browsers parse an SVG file: as XML.
 */

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

/** Elements that run code or embed another document, by local name in any namespace (SVG's `handler` runs script too). */
const ACTIVE_ELEMENTS = new Set(['script', 'handler', 'foreignobject', 'iframe', 'embed', 'object', 'applet']);
/** Elements that change an attribute over time: they may not change a link or an event handler. */
const ANIMATION_ELEMENTS = new Set(['set', 'animate', 'animatemotion', 'animatetransform', 'animatecolor']);
/** Raster images an `<image>` may embed as a `data:` URL: pictures, which cannot hold a document. */
const EMBEDDED_RASTER = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

// eslint-disable-next-line no-control-regex -- browsers drop these inside URLs, so the check does too
const IGNORED_IN_URLS = /[\u0000-\u0020\u007f]/g;

/**
 * CSS as browsers read it for the check: comments out and escapes decoded, so `u\72l(` and
 * `\2f\2f host` read as what they are.
 */
function decodedCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\\([0-9a-f]{1,6})[ \t\n\r\f]?/gi, (_match, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16) || 0xfffd),
    )
    .replace(/\\([^\n])/g, '$1');
}

const remove = (what: string) => `${what}: remove it`;

/** What in CSS (a `<style>` element, a `style` attribute, a `url()` in an attribute) loads from elsewhere or runs. */
function cssProblems(css: string, where: string): string[] {
  const text = decodedCss(css).replace(IGNORED_IN_URLS, '').toLowerCase();
  const problems: string[] = [];
  if (text.includes('@import'))
    problems.push(remove(`an @import in ${where}, which loads a stylesheet from elsewhere`));
  if (/[/\\]{2}/.test(text)) problems.push(remove(`a reference to another site (//…, https://…) in ${where}`));
  const scheme = /(javascript|vbscript|data):/.exec(text);
  if (scheme) problems.push(remove(`a ${scheme[1]}: URL in ${where}`));
  return problems;
}

/** Why a reference (`href`, `xlink:href`, `src`) of an element leads off the file's own site, runs, or is not allowed there. */
function referenceProblem(element: string, value: string): string | undefined {
  const url = value.replace(IGNORED_IN_URLS, '');
  if (element === 'use' && !url.startsWith('#'))
    return 'a <use> of another file (a <use> may only name an element of this file, #id)';
  if ((element === 'image' || element === 'feimage') && EMBEDDED_RASTER.test(url)) return undefined;
  const reading = readUrl(url);
  // The rule's reason without its fix, which is for links in docs: here the fix is to remove it.
  if ('problem' in reading) return `a reference that ${reading.problem.split(';')[0]}`;
  if (reading.kind === 'web' || reading.kind === 'mailto') return 'a reference to another site';
  return undefined;
}

/** The problems of one element: what it is, and what its attributes hold. */
function elementProblems(tag: SaxesTagNS): string[] {
  const name = tag.local.toLowerCase();
  const shown = `<${tag.name}>`;
  if (ACTIVE_ELEMENTS.has(name)) return [remove(`${shown}, which runs code or shows another document`)];
  if (tag.uri === XHTML_NAMESPACE) return [remove(`${shown}, an HTML element, which an SVG file may not hold`)];
  const problems: string[] = [];
  for (const attribute of Object.values(tag.attributes) as SaxesAttributeNS[]) {
    const local = attribute.local.toLowerCase();
    const on = `${attribute.name}="${shownValue(attribute.value, 40)}" on ${shown}`;
    const normalised = attribute.value.replace(IGNORED_IN_URLS, '').toLowerCase();
    if (local.startsWith('on')) problems.push(remove(`${on}, an event handler, which runs script`));
    else if (/(?:javascript|vbscript):/.test(normalised)) problems.push(remove(`${on}, a URL that runs script`));
    else if (attribute.uri === XML_NAMESPACE && local === 'base')
      problems.push(remove(`${on}, which changes where the file's references lead`));
    else if (
      ANIMATION_ELEMENTS.has(name) &&
      local === 'attributename' &&
      /^(?:.*:)?(?:href|on.*)$/i.test(attribute.value.trim())
    )
      problems.push(remove(`${on}, an animation that changes a link or an event handler`));
    else if (local === 'href' || local === 'src') {
      const problem = referenceProblem(name, attribute.value);
      if (problem) problems.push(remove(`${on}, ${problem}`));
    } else if (local === 'style' || normalised.includes('url(')) problems.push(...cssProblems(attribute.value, on));
  }
  return problems;
}

/**
 * What an SVG file holds that the site may not serve, one line each with the fix (none if it may):
 * scripts, event handlers, `javascript:` URLs, references to other sites (`href`, `xlink:href`,
 * `src`, `url()`, `@import`, `<?xml-stylesheet?>`), `<foreignObject>` and other embedded
 * documents, `<use>` of another file, entity declarations. A file that is not well-formed XML in
 * UTF-8, or whose root is not `<svg>` in the SVG namespace, is refused as a whole.
 */
export function svgProblems(bytes: Uint8Array): string[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return ['not UTF-8 text: save it as UTF-8 (a plain SVG export does)'];
  }
  const problems: string[] = [];
  let root: SaxesTagNS | undefined;
  let styleDepth = 0;
  let styleText = '';
  const parser = new SaxesParser({ xmlns: true, position: true });
  parser.on('xmldecl', ({ encoding }) => {
    if (encoding !== undefined && !/^utf-?8$/i.test(encoding))
      problems.push(`an XML declaration naming the encoding "${encoding}": save the file as UTF-8`);
  });
  parser.on('doctype', (doctype) => {
    if (doctype.includes('['))
      problems.push(
        'a DOCTYPE that declares entities (<!DOCTYPE … [ … ]>), which can hide markup: remove the part in brackets',
      );
  });
  parser.on('processinginstruction', ({ target }) =>
    problems.push(remove(`the processing instruction <?${target} …?>, which can load a stylesheet from elsewhere`)),
  );
  parser.on('opentag', (tag) => {
    root ??= tag;
    problems.push(...elementProblems(tag));
    if (tag.local.toLowerCase() === 'style') styleDepth += 1;
  });
  const inStyle = (chunk: string) => {
    if (styleDepth > 0) styleText += chunk;
  };
  parser.on('text', inStyle);
  parser.on('cdata', inStyle);
  parser.on('closetag', (tag) => {
    if (tag.local.toLowerCase() !== 'style') return;
    styleDepth -= 1;
    problems.push(...cssProblems(styleText, `<${tag.name}>`));
    styleText = '';
  });
  try {
    parser.write(text).close();
  } catch (error) {
    // The parser's message, `12:7: unexpected close tag.`, as `line 12, column 7: unexpected close tag`.
    const reason = (error instanceof Error ? error.message : String(error))
      .replace(/^(\d+):(\d+): /, 'line $1, column $2: ')
      .replace(/\.$/, '');
    return [`not well-formed XML (${reason}): fix it, or export it again from the drawing program`];
  }
  if (root && (root.local !== 'svg' || root.uri !== SVG_NAMESPACE))
    problems.unshift(
      `a root element <${root.name}>${root.uri ? ` in the namespace ${root.uri}` : ' with no namespace'}: an SVG file's root is <svg xmlns="${SVG_NAMESPACE}">`,
    );
  return problems;
}
