import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/*
 * Before the first page, Gatsby's query extraction (gatsby/dist/query/file-parser.js) reads every
 * script under src/ and parses with Babel, then walks, each one whose text holds "graphql",
 * "config", "Head", "Slice", "getServerData" or "gatsby-plugin-image": here 180 of 580 files, as
 * nearly every module of the site's Node and CMS code names a config. That took 1.5 to 2 s of
 * `gatsby develop`'s main process on every start, fresh or warm, and again in every build (CPU
 * profile, issue 44). `config`, `Head` and `getServerData` are exports Gatsby reads from page
 * components only; any other file holds something for Gatsby only if it has a query, a slice or an
 * image of gatsby-plugin-image. So the other files are left out, as files without those are. The
 * word "graphql" alone is not a query: the site's Node code names GraphQL in types and comments, and
 * its tests in strings (9 of the 14 files the word let through, 0.15 s of Babel on every start).
 */

/**
 * What makes any file worth Gatsby's parse: a query (page, static or fragment), which Gatsby only
 * finds in a template literal tagged `graphql` (or `<namespace>.graphql`), or tagged with any name
 * that `graphql` was imported from gatsby under; a `<Slice>`; an image of gatsby-plugin-image.
 */
const ANY_FILE_MARKS = [/\bgraphql\s*`/, /\bgraphql\b[^;]*\bfrom\s*['"]gatsby['"]/, /<Slice\b/, /gatsby-plugin-image/];

/**
 * Whether Gatsby's query extraction has anything to find in a script with `text`: a page
 * component always (its `Head`, `config` or `getServerData` exports), another file only if it holds
 * a query, a slice or an image of gatsby-plugin-image.
 */
export function holdsWhatGatsbyExtracts(text: string, isPageComponent: boolean): boolean {
  return isPageComponent || ANY_FILE_MARKS.some((mark) => mark.test(text));
}

/** The part of Gatsby's file parser that is wrapped: one file's extraction, null when it has nothing. */
interface FileParser {
  parseFile(file: string, addError: unknown): Promise<unknown>;
}

/** The parsers whose parseFile is already wrapped: gatsby-node may be loaded again in one process. */
const wrapped = new WeakSet<object>();

/**
 * Has Gatsby's query extraction skip the scripts that hold nothing for it (holdsWhatGatsbyExtracts),
 * in this process. Gatsby's modules are required from the project, at run time: they are the ones
 * Gatsby runs (gatsby-node is compiled with node_modules left out), and a version of Gatsby
 * without them is left as it is.
 */
export function skipFilesWithoutQueries(): void {
  const fromProject = createRequire(path.resolve('package.json'));
  let parser: FileParser;
  let pageComponents: () => ReadonlyMap<string, unknown>;
  try {
    parser = (fromProject('gatsby/dist/query/file-parser') as { default: { prototype: FileParser } }).default.prototype;
    const { store } = fromProject('gatsby/dist/redux') as {
      store: { getState(): { components: ReadonlyMap<string, unknown> } };
    };
    pageComponents = () => store.getState().components;
  } catch {
    return;
  }
  if (typeof parser.parseFile !== 'function' || wrapped.has(parser)) return;
  wrapped.add(parser);
  const parseFile = parser.parseFile;
  parser.parseFile = async function parseFileWithQueries(this: FileParser, file, addError) {
    // Gatsby reads the file again, and reports one it cannot read: only a file read here can be left out.
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text !== undefined && !holdsWhatGatsbyExtracts(text, pageComponents().has(file))) return null;
    return parseFile.call(this, file, addError);
  };
}
