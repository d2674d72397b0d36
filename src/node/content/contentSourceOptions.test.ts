/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import gatsbyConfig from '../gatsby/config';

// The real function gatsby-source-filesystem makes a File node with, on each change the watcher reports.
const { createFileNode } = jest.requireActual('gatsby-source-filesystem/create-file-node') as {
  createFileNode: (
    file: string,
    createNodeId: (input: string) => string,
    options: object,
  ) => Promise<{ internal: { contentDigest: string } }>;
};

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-file-digest-'));
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The options of each gatsby-source-filesystem instance in src/node/gatsby/config.ts. */
const sourceOptions = (gatsbyConfig.plugins ?? []).flatMap((plugin) =>
  typeof plugin === 'object' && plugin.resolve === 'gatsby-source-filesystem'
    ? [plugin.options as { name: string }]
    : [],
);

/**
 * The digests of the File nodes made for two in-place saves of one file (text written, then the
 * file emptied) when the watcher reports each save at its emptying, as it may (see the options).
 */
async function digestsOfTwoSavesSeenEmpty(options: object): Promise<[string, string]> {
  const file = path.join(dir, 'wants.mdx');
  const seenEmpty = async (text: string) => {
    fs.writeFileSync(file, text);
    fs.truncateSync(file);
    const node = await createFileNode(file, (input) => input, { ...options, path: dir });
    // A later save gets a later modification time, whatever the file system's clock steps.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return node.internal.contentDigest;
  };
  return [await seenEmpty('title: "Want lists'), await seenEmpty('title: Want lists')];
}

test('the content folders and data files are sourced with the content source options', () => {
  expect(sourceOptions.map((options) => options.name).sort()).toEqual(['content-data', 'docs', 'navigation']);
  for (const options of sourceOptions) expect(options).toMatchObject({ fastHash: true });
});

test.each(sourceOptions)(
  'two saves seen empty give the $name folder two digests, so Gatsby processes both',
  async (options) => {
    const [first, second] = await digestsOfTwoSavesSeenEmpty(options);
    expect(second).not.toBe(first);
  },
);

test('hashed by their text, as gatsby-source-filesystem does by default, they would give one', async () => {
  const [first, second] = await digestsOfTwoSavesSeenEmpty({ name: 'docs' });
  expect(second).toBe(first);
});
