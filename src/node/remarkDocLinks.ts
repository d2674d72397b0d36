import siteConfig from '../config/site.config';
import { resolveMarkdownLink } from '../lib/markdownLinks';
import { docRoutesByFile } from './docRoutesByFile';

/** The parts of an mdast node this plugin reads: links and link definitions carry a `url`. */
interface MdastNode {
  type: string;
  url?: string;
  children?: MdastNode[];
}

function* linksIn(node: MdastNode): Generator<MdastNode & { url: string }> {
  if ((node.type === 'link' || node.type === 'definition') && typeof node.url === 'string') {
    yield node as MdastNode & { url: string };
  }
  for (const child of node.children ?? []) yield* linksIn(child);
}

let routesOfBuild: Map<string, string> | undefined;

/** In a build the docs are fixed; under `gatsby develop` an editor may add or rename one at any time. */
function currentDocRoutes(): Map<string, string> {
  if (process.env.NODE_ENV !== 'production') return docRoutesByFile(siteConfig);
  routesOfBuild ??= docRoutesByFile(siteConfig);
  return routesOfBuild;
}

/**
 * Remark plugin: a link to another doc's file (`[want lists](./wants.mdx#alerts)`, as editors
 * write them) becomes a link to its route (`/wants#alerts`). A link to a Markdown file that is no
 * doc stays as written, and the built-link check reports it as a broken Markdown link (a warning).
 */
export default function remarkDocLinks() {
  return (tree: MdastNode, file: { path?: string }) => {
    if (!file.path) return;
    const routes = currentDocRoutes();
    for (const link of linksIn(tree)) {
      const resolved = resolveMarkdownLink(link.url, file.path, routes);
      if (resolved.kind === 'doc') link.url = resolved.href;
    }
  };
}
