import type { Element, Nodes, Properties, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { sanitize, type Schema } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import type { AnnouncementBarSettings, NavbarSettings, Navigation } from '../config/navigationSchema';
import { urlKindsList, urlProblem, type UrlKind } from '../config/urlRule';
import { shownValue } from './shownValue';

/*
 * The HTML editors may write in the navigation (an `html` navbar item, the announcement bar): a
 * badge or a line of text with a link, shown on every page of the site's origin. Editors do not
 * hold that origin, so what runs, loads from elsewhere, styles or covers the page is removed at
 * build: the build warns with each thing removed and why, and the pages get the rest.
 */

/**
 * What such HTML may hold: phrasing elements for a line of text, links and images. No `class`,
 * `style` or `id` (each would borrow or override the site's own styles, for instance to cover the
 * page with a fake dialog), no event handler, no element that runs or embeds anything. Links and
 * images follow the URL rule besides (`LINK_KINDS`, `IMAGE_KINDS`); the protocols here repeat it
 * as a second guard.
 */
export const EDITOR_HTML_SCHEMA: Schema = {
  tagNames: ['a', 'b', 'strong', 'i', 'em', 'code', 'kbd', 'span', 'small', 'sup', 'sub', 'br', 'img'],
  attributes: {
    a: ['href', 'title', ['target', '_blank'], ['rel', 'noopener', 'noreferrer', 'nofollow']],
    img: ['src', 'alt', ['width', /^\d{1,4}$/], ['height', /^\d{1,4}$/]],
  },
  protocols: { href: ['http', 'https', 'mailto'], src: ['http', 'https'] },
  // Elements whose content is code or markup of their own go with it; any other is replaced by its content.
  strip: ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'textarea', 'title'],
  required: {},
  ancestors: {},
  clobber: [],
  allowComments: false,
  allowDoctypes: false,
};

/** Where a link in such HTML may go: it shows on every page, so a path relative to the page would differ from page to page. */
const LINK_KINDS: readonly UrlKind[] = ['web', 'mailto', 'site-path'];
/** Where an image may come from: the site's own files (static/, media/), which the Content Security Policy allows. */
const IMAGE_KINDS: readonly UrlKind[] = ['site-path'];
const URL_ATTRIBUTES: Readonly<Record<string, readonly UrlKind[]>> = { href: LINK_KINDS, src: IMAGE_KINDS };

/** The HTML after sanitising, and one line per thing removed: what and why. */
export interface SanitizedHtml {
  html: string;
  removed: string[];
}

/** `onclick="alert(1)"`: an attribute as the editor wrote it, from its property in the tree. */
function attributeText(key: string, value: Properties[string]): string {
  const html = toHtml(
    { type: 'element', tagName: 'span', properties: { [key]: value }, children: [] },
    // Quotes as written: the text is for a message, not a page.
    { allowDangerousCharacters: true },
  );
  return shownValue(html.slice('<span '.length, -'></span>'.length));
}

/** The attributes an element takes, from the schema, each with the values it takes if only some. */
function definitionsOf(tagName: string): Array<{ name: string; values: string[] }> {
  return (EDITOR_HTML_SCHEMA.attributes?.[tagName] ?? []).map((definition) =>
    typeof definition === 'string'
      ? { name: definition, values: [] }
      : { name: definition[0], values: definition.slice(1).filter((value) => typeof value === 'string') },
  );
}

/** The elements allowed, with their attributes: `<a href title…>, <b>, …`. */
export function allowedHtmlSummary(): string {
  return (EDITOR_HTML_SCHEMA.tagNames ?? [])
    .map((tagName) => `<${[tagName, ...definitionsOf(tagName).map(({ name }) => name)].join(' ')}>`)
    .join(', ');
}

/** Why the sanitiser drops an attribute of an element, or some of its values. */
function attributeReason(tagName: string, key: string): string {
  if (/^on/i.test(key)) return 'an event handler runs script';
  const definitions = definitionsOf(tagName);
  const own = definitions.find(({ name }) => name === key);
  if (own && own.values.length > 0) return `${key} takes only ${own.values.map((value) => `"${value}"`).join(', ')}`;
  if (own)
    return `${key} takes ${own.name === 'width' || own.name === 'height' ? 'a number of pixels' : 'another value'}`;
  return definitions.length === 0
    ? `<${tagName}> takes no attribute`
    : `<${tagName}> takes only ${definitions.map(({ name }) => name).join(', ')}`;
}

/**
 * Checks one element's attributes: a URL outside the URL rule is taken off the element here (the
 * sanitiser alone would keep `//host`, which has no protocol); every other attribute is put to the
 * sanitiser alone, so what the report says is removed is exactly what the sanitiser removes.
 */
function checkAttributes(element: Element, removed: string[]): void {
  const tag = `<${element.tagName}>`;
  for (const [key, value] of Object.entries(element.properties)) {
    const kinds = URL_ATTRIBUTES[key];
    const problem = kinds && typeof value === 'string' ? urlProblem(value, kinds) : undefined;
    if (problem) {
      const takes =
        key === 'src'
          ? 'an image here is a file of this site, such as /media/badge.png'
          : `a link here goes to ${urlKindsList(kinds)}`;
      removed.push(`${attributeText(key, value)} from ${tag}: it ${problem}; ${takes}`);
      delete element.properties[key];
      continue;
    }
    const alone = sanitize(
      { type: 'element', tagName: element.tagName, properties: { [key]: value }, children: [] },
      EDITOR_HTML_SCHEMA,
    ) as Root | Element;
    const kept = alone.type === 'element' ? alone.properties[key] : undefined;
    if (kept === undefined)
      removed.push(`${attributeText(key, value)} from ${tag}: ${attributeReason(element.tagName, key)}`);
    else if (Array.isArray(value) && Array.isArray(kept) && kept.length < value.length) {
      const dropped = value.filter((item) => !kept.includes(item));
      removed.push(`"${dropped.join(' ')}" from the ${key} of ${tag}: ${attributeReason(element.tagName, key)}`);
    }
  }
}

/** Walks the parsed tree, listing what the sanitiser will remove and taking off URLs the URL rule refuses. */
function check(node: Nodes, removed: string[]): void {
  if (node.type === 'comment') {
    removed.push(`the comment <!--${shownValue(node.value.replace(/\s+/g, ' ').trim())}-->: comments are not kept`);
    return;
  }
  if (node.type === 'element') {
    const tag = `<${node.tagName}>`;
    if (!(EDITOR_HTML_SCHEMA.tagNames ?? []).includes(node.tagName)) {
      if ((EDITOR_HTML_SCHEMA.strip ?? []).includes(node.tagName)) {
        removed.push(`${tag} and all it holds: it runs, embeds or styles something, which HTML here may not`);
        return;
      }
      removed.push(`the tag ${tag} (its text is kept): HTML here is one line of text, links and images`);
    } else checkAttributes(node, removed);
  }
  if ('children' in node) for (const child of node.children) check(child, removed);
}

/**
 * Sanitises HTML an editor wrote in the navigation to `EDITOR_HTML_SCHEMA`: the pages get what is
 * left; each thing removed is listed with the reason, for a build warning, so nothing goes silently.
 */
export function sanitizeEditorHtml(html: string): SanitizedHtml {
  const tree = fromHtml(html, { fragment: true });
  const removed: string[] = [];
  check(tree, removed);
  return { html: toHtml(sanitize(tree, EDITOR_HTML_SCHEMA)), removed };
}

/** What HTML in the navigation may hold, for the warning that lists what was removed. */
export function editorHtmlRules(): string {
  return (
    `HTML in the navigation may hold ${allowedHtmlSummary()}; a link goes to ${urlKindsList(LINK_KINDS)}, ` +
    'an image is a file of this site (/media/…, /img/…).'
  );
}

/** What was removed from one HTML field of a navigation file, at its key path in the file. */
export interface HtmlRemoval {
  keyPath: Array<string | number>;
  removed: string[];
}

/**
 * A navigation file's part with its HTML fields sanitised (an `html` navbar item's `value`, the
 * announcement bar's `content`: the fields rendered as HTML), and what was removed from each.
 */
export function withSanitizedHtml<Part extends keyof Navigation>(
  part: Part,
  value: Navigation[Part],
): { value: Navigation[Part]; removals: HtmlRemoval[] } {
  const removals: HtmlRemoval[] = [];
  const sanitized = (html: string, keyPath: HtmlRemoval['keyPath']) => {
    const result = sanitizeEditorHtml(html);
    if (result.removed.length > 0) removals.push({ keyPath, removed: result.removed });
    return result.html;
  };
  if (part === 'navbar') {
    const navbar = value as NavbarSettings;
    const items = navbar.items.map((item, index) =>
      item.type === 'html' ? { ...item, value: sanitized(item.value, ['items', index, 'value']) } : item,
    );
    return { value: { ...navbar, items } as Navigation[Part], removals };
  }
  if (part === 'announcementBar' && value) {
    const bar = value as AnnouncementBarSettings;
    return { value: { ...bar, content: sanitized(bar.content, ['content']) } as Navigation[Part], removals };
  }
  return { value, removals };
}
