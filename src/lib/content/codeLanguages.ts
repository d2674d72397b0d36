import { isElement, walk, type ContentFile, type HastNode } from './hast';

const LANGUAGE_CLASS = /^language-(.+)$/;

/**
 * Rehype plugin, before highlighting: a code block whose language the highlighter does not know
 * (a typo such as ```jsonn) is shown as plain text, with a warning naming the file and line,
 * rather than failing the build or being dropped silently.
 */
export default function rehypeCodeLanguages({ known }: { known: ReadonlySet<string> }) {
  return (tree: HastNode, file: ContentFile) => {
    walk(tree, (node) => {
      if (!isElement(node, 'pre')) return undefined;
      const code = node.children.find((child) => isElement(child, 'code'));
      const classes = code?.properties?.className;
      if (!code?.properties || !Array.isArray(classes)) return 'skip';
      const language = classes.map((name) => LANGUAGE_CLASS.exec(String(name))?.[1]).find(Boolean);
      if (language && !known.has(language)) {
        file.message(
          `Code block language "${language}" is unknown to the highlighter; the block is shown as plain text. ` +
            'Use a language it knows (such as json, csv, bash, ts) or "text".',
          node.position,
        );
        const rest = classes.filter((name) => !LANGUAGE_CLASS.test(String(name)));
        if (rest.length > 0) code.properties.className = rest;
        else delete code.properties.className;
      }
      return 'skip';
    });
  };
}
