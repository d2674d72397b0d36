/*
 * Writes each doc's twin both ways, for twinWriter.test.ts: with `writeTwin` and with
 * mdast-util-to-markdown, from the tree the build's pipeline makes of the doc, and says whether the
 * two outputs parse to the same tree. The test compiles it with esbuild and runs it under Node:
 * the parser's packages are ES modules, which jest does not load. Reads a JSON array of doc bodies
 * from the file its argument names and writes a JSON array of results on stdout.
 */
import { readFileSync } from 'node:fs';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { docProcessor } from '../../render/docProcessor';
import type { GlossaryTerm } from '../docs/glossary';
import { twinTree, writeWithToMarkdown } from './markdownTwin';
import { writeTwin, type WritableNode } from './twinWriter';

/** One doc's twin, both ways. */
export interface OracleResult {
  /** The content profile refused the doc: no twin. */
  refused?: true;
  /** What `writeTwin` wrote, unless it left the tree to mdast-util-to-markdown. */
  fast?: string;
  /** What mdast-util-to-markdown wrote. */
  slow?: string;
  /** Both parse (CommonMark and GFM) to the same tree, positions aside. */
  sameTree?: boolean;
}

const reparse = unified().use(remarkParse).use(remarkGfm).freeze();
const treeOf = (markdown: string) =>
  JSON.stringify(reparse.parse(markdown), (key, value: unknown) => (key === 'position' ? undefined : value));

let twinRoot: WritableNode | undefined;
const processor = docProcessor({
  imageOrigins: ['https://images.trove.app'],
  markdownTwin: (tree: never) => {
    twinRoot = twinTree(tree).root as WritableNode;
    return { markdown: '', links: [] };
  },
});

/** The glossary the docs' `:term[...]` uses name: a use of another fails the doc, as in the build. */
const TERMS: GlossaryTerm[] = [
  { id: 'goal', term: 'goal', definition: 'A set to *complete*.', names: ['goal', 'goals'] },
  { id: 'have', term: 'have', definition: 'An item you own [here].', names: ['have', 'haves'] },
  { id: 'want', term: 'want', definition: 'An item you are looking for.', names: ['want', 'wants'] },
];

async function twinBothWays(body: string): Promise<OracleResult> {
  const file = new VFile({ path: '/site/content/docs/guides/fixture.mdx', value: body });
  file.data.doc = { docsPath: 'guides/fixture.mdx', pathPrefix: '' };
  file.data.glossaryTerms = TERMS;
  try {
    await processor.run(processor.parse(file), file);
  } catch {
    return { refused: true };
  }
  const root = twinRoot!;
  const fast = writeTwin(root);
  const slow = writeWithToMarkdown(root as Parameters<typeof writeWithToMarkdown>[0]);
  return { fast, slow, sameTree: fast === undefined || treeOf(fast) === treeOf(slow) };
}

const bodies = JSON.parse(readFileSync(process.argv[2], 'utf8')) as string[];
const results: OracleResult[] = [];
for (const body of bodies) results.push(await twinBothWays(body));
process.stdout.write(JSON.stringify(results));
