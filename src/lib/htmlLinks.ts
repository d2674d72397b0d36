import { Parser } from 'htmlparser2';

/** The ids a page defines (anchor targets) and the hrefs of its links, read from its built HTML. */
export function readHtmlLinks(html: string): { ids: Set<string>; hrefs: string[] } {
  const ids = new Set<string>();
  const hrefs: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id) ids.add(attributes.id);
        // <a name> is the old way to make an anchor target; browsers still honour it.
        if (name === 'a' && attributes.name) ids.add(attributes.name);
        if (name === 'a' && attributes.href !== undefined) hrefs.push(attributes.href);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { ids, hrefs };
}
