import { plainHeadingText } from '../headings';

const tableDelimiterRow = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;
const mdxStatement = /^(import|export)\s/;
const blockMarker = /^\s*(?:>\s*)*(?:[-*+]\s+|\d+[.)]\s+)?/;

/** The text a reader sees in one line of Markdown: no list, quote or table markup, no inline syntax. */
function plainLine(line: string): string {
  if (tableDelimiterRow.test(line) || mdxStatement.test(line)) return '';
  return plainHeadingText(line.replace(blockMarker, '').replace(/\s*\|\s*/g, ' ')).replace(/\\(.)/g, '$1');
}

/**
 * Joins the lines of a section of MDX source (as `splitSections` gives them, fenced code already
 * left out) into one plain paragraph, for the search index.
 */
export function plainText(lines: readonly string[]): string {
  return lines.map(plainLine).join(' ').replace(/\s+/g, ' ').trim();
}
