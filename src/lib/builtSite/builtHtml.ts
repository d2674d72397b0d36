import { Parser } from 'htmlparser2';

/** The code a page holds inline, which its Content Security Policy must allow by hash. */
export interface InlineCode {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
}

/** What the build reads from each built page: its anchor targets, its links and its inline code. */
export interface BuiltHtml {
  ids: Set<string>;
  hrefs: string[];
  inline: InlineCode;
}

const isExecutable = (type: string | undefined) =>
  type === undefined || type === '' || type === 'module' || /^(text|application)\/(java|ecma)script$/i.test(type);

/**
 * Reads a built page in one parse: the ids it defines (anchor targets), the hrefs of its links, and
 * its inline scripts (data blocks such as JSON-LD left out), style elements and style attributes.
 */
export function readBuiltHtml(html: string): BuiltHtml {
  const ids = new Set<string>();
  const hrefs: string[] = [];
  const inline: InlineCode = { scripts: [], styles: [], styleAttributes: [] };
  let open: { list: string[]; text: string } | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id) ids.add(attributes.id);
        // <a name> is the old way to make an anchor target; browsers still honour it.
        if (name === 'a' && attributes.name) ids.add(attributes.name);
        if (name === 'a' && attributes.href !== undefined) hrefs.push(attributes.href);
        if (attributes.style !== undefined) inline.styleAttributes.push(attributes.style);
        if (name === 'script' && attributes.src === undefined && isExecutable(attributes.type))
          open = { list: inline.scripts, text: '' };
        if (name === 'style') open = { list: inline.styles, text: '' };
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (open && (name === 'script' || name === 'style')) {
          open.list.push(open.text);
          open = undefined;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return { ids, hrefs, inline };
}

/**
 * The code that reads a page, as text: pages read before are reused only when read by this same
 * code (src/node/builtSite/readBuiltSite.ts). Every helper of the reader belongs in this list.
 */
export const BUILT_HTML_READER = [readBuiltHtml, isExecutable].map(String).join('\n');
