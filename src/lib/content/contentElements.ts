import { formatMessage } from '../i18n/format';
import { CONTENT_CLASSES, COPY_CODE_BEHAVIOUR } from './contentNames';
import { ENGLISH_DOC_LABELS, type DocLabels } from './docLabels';
import { element, isElement, text, textOf, walk, type HastElement, type HastNode } from './hast';

const ANCHORED_HEADING = /^h[2-6]$/;

/** A doc heading with a link to itself, so readers can share a section. */
function addAnchor(heading: HastElement, labels: DocLabels): void {
  const id = heading.properties.id;
  if (typeof id !== 'string') return;
  heading.children.push(
    element(
      'a',
      {
        href: `#${id}`,
        className: [CONTENT_CLASSES.headingAnchor],
        ariaLabel: formatMessage(labels, 'heading.directLink', { heading: textOf(heading).trim() }),
      },
      [text('#')],
    ),
  );
}

/**
 * A table in a scroll box: on narrow screens it scrolls sideways instead of squeezing, and the box
 * is focusable and named after the columns so keyboard readers can scroll it too. The marker after
 * the table lets CSS show it once all its rows have arrived: later rows could widen its columns.
 */
function scrollBox(table: HastElement, labels: DocLabels): HastElement {
  let firstRow: HastElement | undefined;
  walk(table, (node) => {
    if (!firstRow && isElement(node, 'tr')) firstRow = node;
  });
  const columns = (firstRow?.children ?? [])
    .filter((cell) => isElement(cell, 'th', 'td'))
    .map((cell) => textOf(cell).trim());
  return element(
    'div',
    {
      className: [CONTENT_CLASSES.tableScroll],
      tabIndex: 0,
      role: 'region',
      ariaLabel: formatMessage(labels, 'table.label', { columns: columns.join(', ') }),
    },
    [table, element('span', { className: [CONTENT_CLASSES.tableParsed], hidden: true })],
  );
}

/**
 * A code block with a copy button (it works once the page's script runs) and a status line for
 * screen readers. The button carries what it says after a copy, in the doc's language.
 */
function codeBlock(pre: HastElement, labels: DocLabels): HastElement {
  return element('div', { className: [CONTENT_CLASSES.codeBlock] }, [
    pre,
    element(
      'button',
      {
        type: 'button',
        className: [CONTENT_CLASSES.codeCopy],
        dataBehaviour: COPY_CODE_BEHAVIOUR,
        ariaLabel: formatMessage(labels, 'codeBlock.copyName', { copy: labels['codeBlock.copy'] }),
        dataCopied: labels['codeBlock.copied'],
        dataCopiedStatus: labels['codeBlock.copiedStatus'],
      },
      [text(labels['codeBlock.copy'])],
    ),
    element('span', { role: 'status', className: ['visually-hidden'] }),
  ]);
}

/**
 * Rehype plugin, after highlighting: heading anchors, scroll boxes around tables and copy buttons on
 * code blocks, as static markup: the content needs no component to hydrate. Their names are in
 * `file.data.docLabels` (the doc's language), else in English.
 */
export default function rehypeContentElements() {
  return (tree: HastNode, file?: { data?: { docLabels?: DocLabels } }) => {
    const labels = file?.data?.docLabels ?? ENGLISH_DOC_LABELS;
    walk(tree, (node, parent) => {
      if (!isElement(node) || !parent.children) return undefined;
      if (ANCHORED_HEADING.test(node.tagName)) {
        addAnchor(node, labels);
        return 'skip';
      }
      const index = parent.children.indexOf(node);
      if (node.tagName === 'table') {
        parent.children[index] = scrollBox(node, labels);
        return 'skip';
      }
      if (node.tagName === 'pre') {
        parent.children[index] = codeBlock(node, labels);
        return 'skip';
      }
      return undefined;
    });
  };
}
