/**
 * @jest-environment node
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { holdsWhatGatsbyExtracts, skipFilesWithoutQueries } from './queryFiles';

describe('holdsWhatGatsbyExtracts', () => {
  test('a page component always: Gatsby reads its Head, config and getServerData exports', () => {
    expect(holdsWhatGatsbyExtracts('export const Head = () => null;', true)).toBe(true);
    expect(holdsWhatGatsbyExtracts('export default function Page() {}', true)).toBe(true);
  });

  test('another file only with a query, a slice or gatsby-plugin-image', () => {
    expect(holdsWhatGatsbyExtracts('const data = useStaticQuery(graphql`{ site { id } }`);', false)).toBe(true);
    expect(holdsWhatGatsbyExtracts('return <Slice alias="footer" />;', false)).toBe(true);
    expect(holdsWhatGatsbyExtracts("import { StaticImage } from 'gatsby-plugin-image';", false)).toBe(true);
    expect(holdsWhatGatsbyExtracts('import siteConfig from "./site.config"; const Header = 1;', false)).toBe(false);
  });

  test('a query tagged with graphql imported under another name, or through a namespace', () => {
    expect(
      holdsWhatGatsbyExtracts("import {\n  graphql as gql,\n} from 'gatsby';\nconst q = gql`{ site { id } }`;", false),
    ).toBe(true);
    expect(
      holdsWhatGatsbyExtracts("import * as Gatsby from 'gatsby';\nconst q = Gatsby.graphql`{ site { id } }`;", false),
    ).toBe(true);
  });

  test('not the word graphql, or Slice, outside a query or a slice', () => {
    expect(holdsWhatGatsbyExtracts("import type { GraphQLSchema } from 'graphql';\n// graphql types", false)).toBe(
      false,
    );
    expect(holdsWhatGatsbyExtracts('const result = await graphql(QUERY); // a createPages query', false)).toBe(false);
    expect(holdsWhatGatsbyExtracts('const sliceOf = (items) => items.slice(1); // Slices of a list', false)).toBe(
      false,
    );
  });
});

// Gatsby's own parser, wrapped, on files a project's src/ could hold.
describe('skipFilesWithoutQueries', () => {
  const fromProject = createRequire(path.resolve('package.json'));
  const FileParser = (
    fromProject('gatsby/dist/query/file-parser') as {
      default: new () => { parseFile(file: string, addError: (error: unknown) => void): Promise<unknown> };
    }
  ).default;
  let dir: string;
  beforeAll(() => {
    skipFilesWithoutQueries();
    skipFilesWithoutQueries();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-query-files-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const parse = (name: string, text: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    const errors: unknown[] = [];
    return new FileParser().parseFile(file, (error) => errors.push(error)).then((result) => ({ result, errors }));
  };

  test('leaves out a script that only names a config or a Head', async () => {
    // Not valid code: Gatsby would report it had it parsed it.
    const { result, errors } = await parse('settings.ts', 'export const config = ; // Header');
    expect({ result, errors }).toEqual({ result: null, errors: [] });
  });

  test('still extracts the query of a file that has one', async () => {
    const { result, errors } = await parse(
      'useTitle.ts',
      "import { graphql, useStaticQuery } from 'gatsby';\nexport const useTitle = () => useStaticQuery(graphql`query Title { site { id } }`);\n",
    );
    expect(errors).toEqual([]);
    expect(result).toMatchObject({ astDefinitions: [{ isStaticQuery: true, text: 'query Title{site{id}}' }] });
  });
});
