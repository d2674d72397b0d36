import { Parser } from 'htmlparser2';

/** The code a page holds inline, which its Content Security Policy must allow by hash. */
export interface InlineCode {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
}

const isExecutable = (type: string | undefined) =>
  type === undefined || type === '' || type === 'module' || /^(text|application)\/(java|ecma)script$/i.test(type);

/** The inline scripts (data blocks such as JSON-LD left out), style elements and style attributes of a page. */
export function readInlineCode(html: string): InlineCode {
  const code: InlineCode = { scripts: [], styles: [], styleAttributes: [] };
  let open: { list: string[]; text: string } | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.style !== undefined) code.styleAttributes.push(attributes.style);
        if (name === 'script' && attributes.src === undefined && isExecutable(attributes.type))
          open = { list: code.scripts, text: '' };
        if (name === 'style') open = { list: code.styles, text: '' };
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
  return code;
}
