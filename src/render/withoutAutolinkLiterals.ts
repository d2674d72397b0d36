import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';

/** micromark-extension-gfm-autolink-literal's constructs, by name. */
const LITERAL_CONSTRUCTS = ['wwwAutolink', 'protocolAutolink', 'emailAutolink'];
/** mdast-util-gfm-autolink-literal's pass over the tree's text. */
const literalTransform = gfmAutolinkLiteralFromMarkdown().transforms![0];

type FromMarkdownExtensions = { transforms?: unknown[] } | FromMarkdownExtensions[];

const withoutLiteralTransform = (extension: FromMarkdownExtensions): FromMarkdownExtensions => {
  if (Array.isArray(extension)) return extension.map(withoutLiteralTransform);
  if (!extension.transforms?.includes(literalTransform)) return extension;
  return { ...extension, transforms: extension.transforms.filter((transform) => transform !== literalTransform) };
};

/** The parts of a unified processor's data that remark's parser reads. */
interface ParserData {
  micromarkExtensions?: unknown[];
  fromMarkdownExtensions?: FromMarkdownExtensions[];
}

/**
 * Remark plugin, after remark-gfm: GFM without literal autolinks, for a doc that cannot hold one
 * (`mayHoldAutolinkLiterals`). The parser's constructs are turned off by name, and the pass over
 * the tree taken out of what remark-gfm gave the tree builder.
 */
export default function remarkWithoutAutolinkLiterals(this: { data(): ParserData }) {
  const data = this.data();
  data.micromarkExtensions = [...(data.micromarkExtensions ?? []), { disable: { null: LITERAL_CONSTRUCTS } }];
  data.fromMarkdownExtensions = (data.fromMarkdownExtensions ?? []).map(withoutLiteralTransform);
}
