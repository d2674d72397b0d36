import type { RenderInput } from './renderDoc';

/**
 * A doc with a part for each stage of a render (MDX and GFM syntax, a directive, highlighted code,
 * the HTML and the twin), whose first use in a worker costs far more than any later one: a
 * highlighter made, code compiled and optimised. Rendered once by a worker started ahead of the
 * docs, so the first doc that comes pays none of it.
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
  ].join('\n'),
  absolutePath: 'warm-up.mdx',
  docsPath: 'warm-up.mdx',
  pathPrefix: '',
  lineOffset: 0,
  imageOrigins: [],
};
