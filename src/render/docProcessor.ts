import { unified, type Plugin } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import rehypeSlug from 'rehype-slug';
import rehypeShiki from '@shikijs/rehype';
import { bundledLanguagesInfo } from 'shiki';
import remarkAdmonitions from '../lib/content/admonitions';
import remarkGlossaryTerms from '../lib/content/glossaryTerms';
import rehypeCodeLanguages from '../lib/content/codeLanguages';
import rehypeCodeStyles from '../lib/content/codeStyles';
import rehypeContentElements from '../lib/content/contentElements';
import rehypeDocImages from '../lib/content/docImages';
import remarkContentProfile, { type ContentProfileOptions } from '../lib/content/contentProfile';
import rehypeDocLinks from '../lib/content/docLinks';
import rehypeDocOutline from '../lib/content/docOutline';
import type { MarkdownTwin } from '../lib/content/twinLinks';
import { CODE_STYLE_RULES, CODE_THEMES } from './codeThemes';
import remarkWithoutAutolinkLiterals from './withoutAutolinkLiterals';

/** Languages the highlighter knows, by id and alias, and its names for plain text. */
const knownLanguages = new Set([
  ...bundledLanguagesInfo.flatMap((language) => [language.id, ...(language.aliases ?? [])]),
  'text',
  'txt',
  'plain',
  'plaintext',
  'ansi',
]);

/**
 * The site's own plugins (src/lib/content/) declare only the parts of nodes they read
 * (src/lib/content/hast.ts), looser than unified's node types: this is where they meet.
 */
const sitePlugin = <Options extends unknown[]>(attacher: (...options: Options) => unknown) =>
  attacher as unknown as Plugin<Options>;

/** What the pipeline is made with: the content profile's options, and what makes a doc's Markdown twin, if it is wanted. */
export interface DocProcessorOptions extends ContentProfileOptions {
  /**
   * Writes the doc's Markdown from its tree (`src/lib/content/markdownTwin.ts`), kept in
   * `file.data.markdownTwin`. Given by the build's render workers only: the CMS preview, which shows
   * the HTML, does not ship the Markdown serialiser.
   */
  markdownTwin?: (tree: never) => MarkdownTwin;
  /**
   * Whether GFM's literal autolinks are looked for (default true); false for a doc that cannot hold
   * one (`mayHoldAutolinkLiterals`), which is then parsed in two thirds of the time.
   */
  autolinkLiterals?: boolean;
}

/** Remark plugin, last of them: the Markdown twin, from the very tree the HTML is made of next. */
function remarkMarkdownTwin(write: DocProcessorOptions['markdownTwin']) {
  return (tree: never, file: { data: Record<string, unknown> }) => {
    if (write) file.data.markdownTwin = write(tree);
  };
}

/**
 * The pipeline docs go through, up to an HTML tree: MDX 3's syntax (remark-mdx) for the components
 * editors write, held to the content profile at once (`contentProfile.ts`: nothing in a doc runs);
 * GitHub-flavoured Markdown, glossary terms, admonitions, heading ids, the outline (headings and search sections),
 * highlighting for both colour modes (its colours as classes), the static markup of content
 * elements, doc links and images (their files' sizes, when `file.data.media` reads the media
 * folder); with `markdownTwin`, the doc's Markdown from the same tree. Nothing is compiled to
 * JavaScript: `renderDoc` turns the tree into HTML.
 */
export function docProcessor({ markdownTwin, autolinkLiterals = true, ...options }: DocProcessorOptions) {
  return (
    unified()
      .use(remarkParse)
      .use(remarkMdx)
      .use(sitePlugin(remarkContentProfile), options)
      .use(remarkGfm)
      .use(autolinkLiterals ? [] : [sitePlugin(remarkWithoutAutolinkLiterals)])
      .use(remarkDirective)
      .use(sitePlugin(remarkGlossaryTerms))
      .use(sitePlugin(remarkAdmonitions))
      .use(sitePlugin(remarkMarkdownTwin), markdownTwin)
      .use(remarkRehype)
      .use(rehypeSlug)
      .use(sitePlugin(rehypeDocOutline))
      .use(sitePlugin(rehypeCodeLanguages), { known: knownLanguages })
      // One highlighter per process, languages loaded as docs use them: loading all of them costs seconds.
      .use(rehypeShiki, { themes: CODE_THEMES, langs: [], lazy: true })
      .use(sitePlugin(rehypeCodeStyles), { covered: new Set(CODE_STYLE_RULES.keys()) })
      .use(sitePlugin(rehypeContentElements))
      .use(sitePlugin(rehypeDocLinks))
      .use(sitePlugin(rehypeDocImages))
      .freeze()
  );
}

/** The pipeline's type, parse to HTML tree, as unified infers it from the plugins. */
export type DocProcessor = ReturnType<typeof docProcessor>;
