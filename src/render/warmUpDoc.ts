import type { RenderInput } from './renderDoc';

/**
 * A doc with a part for each stage of a render (MDX and GFM syntax, directives and glossary terms,
 * an allowed component, highlighted code in more than one language, the HTML and the twin), whose
 * first uses in a worker cost far more than later ones: a highlighter made, a language loaded, code
 * compiled and optimised. Rendered by a worker started ahead of the docs, until the first doc comes
 * (src/render/renderWorker.ts), so the first docs pay little of it.
 */
export const WARM_UP_DOC: RenderInput = {
  body: [
    '# Warm-up',
    '',
    'A *doc* with a [link](./other.mdx) and `code`.',
    '',
    ':::note',
    'An admonition.',
    ':::',
    '',
    '| Item | Count |',
    '| ---- | ----: |',
    '| Want | 1     |',
    '',
    '```json',
    '{ "goal": "stamps" }',
    '```',
    '',
    '## Tabs and terms',
    '',
    'A :term[goal] and its :term[wants]{id=want}, with **strong** words and a list:',
    '',
    '- one',
    '- two',
    '',
    '<Tabs groupId="warm-up">',
    '<TabItem value="csv" label="CSV" default>',
    '',
    '```csv',
    'type,title',
    'want,Morgan dollar',
    '```',
    '',
    '</TabItem>',
    '<TabItem value="text" label="Text">',
    '',
    '```text',
    'Morgan dollar',
    '```',
    '',
    '</TabItem>',
    '</Tabs>',
  ].join('\n'),
  terms: [
    { id: 'goal', term: 'goal', definition: 'A set to complete.', names: ['goal'] },
    { id: 'want', term: 'want', definition: 'An item sought.', names: ['want', 'wants'] },
  ],
  absolutePath: 'warm-up.mdx',
  docsPath: 'warm-up.mdx',
  pathPrefix: '',
  lineOffset: 0,
  imageOrigins: [],
};
