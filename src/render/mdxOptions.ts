import type { CompileOptions } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import rehypeSlug from 'rehype-slug';
import rehypeShiki from '@shikijs/rehype';
import { bundledLanguagesInfo } from 'shiki';
import remarkAdmonitions from '../lib/content/admonitions';
import rehypeCodeLanguages from '../lib/content/codeLanguages';
import rehypeCodeStyles from '../lib/content/codeStyles';
import rehypeContentElements from '../lib/content/contentElements';
import rehypeDocLinks from '../lib/content/docLinks';
import rehypeDocOutline from '../lib/content/docOutline';
import { CODE_STYLE_RULES, CODE_THEMES } from './codeThemes';

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
 * The remark and rehype plugins docs are compiled with: GitHub-flavoured Markdown, admonitions,
 * heading ids, the outline (headings and search sections), highlighting for both colour modes (its
 * colours as classes), the static markup of content elements and doc links.
 */
export const mdxOptions: Pick<CompileOptions, 'remarkPlugins' | 'rehypePlugins'> = {
  remarkPlugins: [remarkGfm, remarkDirective, remarkAdmonitions],
  rehypePlugins: [
    rehypeSlug,
    rehypeDocOutline,
    [rehypeCodeLanguages, { known: knownLanguages }],
    // One highlighter per process, languages loaded as docs use them: loading all of them costs seconds.
    // Shiki's types are unified 11's; MDX 2 runs it on unified 10, which it supports.
    [rehypeShiki as never, { themes: CODE_THEMES, langs: [], lazy: true }],
    [rehypeCodeStyles, { covered: new Set(CODE_STYLE_RULES.keys()) }],
    rehypeContentElements,
    rehypeDocLinks,
  ],
};
