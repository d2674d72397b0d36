import fs from 'node:fs/promises';
import path from 'node:path';

/** A doc file of the fixture: front matter, then the body. */
function doc(
  title: string,
  body = `The ${title.toLowerCase()} page.`,
  frontMatter: Record<string, string | number | boolean> = {},
): string {
  const lines = Object.entries({ title, description: `About ${title.toLowerCase()}.`, ...frontMatter }).map(
    ([key, value]) => `${key}: ${typeof value === 'string' ? JSON.stringify(value) : value}`,
  );
  return `---\n${lines.join('\n')}\n---\n\n${body}\n`;
}

const tabs = (groupId: string) =>
  [
    `<Tabs groupId="${groupId}">`,
    '<TabItem value="csv" label="CSV" default>',
    '',
    'Comma-separated rows.',
    '',
    '</TabItem>',
    '<TabItem value="json" label="JSON">',
    '',
    'An items array.',
    '',
    '</TabItem>',
    '</Tabs>',
  ].join('\n');

/**
 * The docs of the docs-tree build, by path inside the docs folder: 35 published docs and a draft
 * in nested folders, three with `_category_.yml`, links between folders, tabs and admonitions.
 */
export const FIXTURE_DOCS: Record<string, string> = {
  'index.mdx': doc('Welcome', `Start here.\n\n${tabs('format')}`, { sidebar_position: 1 }),
  'getting-started.mdx': doc(
    'Getting started',
    'Read about [alerts](./guides/alerts.mdx#set-an-alert) and the [reference](reference/overview.mdx).',
    { sidebar_position: 2 },
  ),
  'guides/_category_.yml': 'label: Guides\nposition: 3\n',
  'guides/index.mdx': doc('Guides overview'),
  'guides/alerts.mdx': doc('Alerts', '## Set an alert\n\nBack to [getting started](../getting-started.mdx).', {
    sidebar_position: 1,
  }),
  'guides/tabs.mdx': doc(
    'Tabs and notes',
    [
      tabs('format'),
      tabs('format'),
      ...['note', 'tip', 'info', 'warning', 'danger'].map((kind) => `:::${kind}\nA ${kind} for readers.\n:::`),
      ':::tip[Custom title]\nWith its own title.\n:::',
    ].join('\n\n'),
    { sidebar_position: 2 },
  ),
  'guides/draft-ideas.mdx': doc('Draft ideas', 'Not yet.', { draft: true }),
  ...Object.fromEntries(
    Array.from({ length: 12 }, (_, index) => [`guides/advanced/topic-${index + 1}.mdx`, doc(`Topic ${index + 1}`)]),
  ),
  'library/_category_.yml':
    'link:\n  type: generated-index\n  description: Shelves of the collection, one page each.\n',
  'reference/_category_.yml': 'label: Reference\nposition: 4\nlink:\n  type: doc\n  id: overview\n',
  'reference/overview.mdx': doc('Reference overview'),
  'reference/glossary.mdx': doc('Glossary'),
  ...Object.fromEntries(
    Array.from({ length: 16 }, (_, index) => {
      const number = String(index + 1).padStart(2, '0');
      return [`library/shelf-${number}.mdx`, doc(`Shelf ${number}`)];
    }),
  ),
};

/** Replaces the docs folder of a project copy with the fixture's docs. */
export async function writeFixtureDocs(projectDir: string): Promise<void> {
  const docsDir = path.join(projectDir, 'content/docs');
  await fs.rm(docsDir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FIXTURE_DOCS)) {
    await fs.mkdir(path.dirname(path.join(docsDir, file)), { recursive: true });
    await fs.writeFile(path.join(docsDir, file), text);
  }
}
