import { plainHeadingText, splitSections } from '../headings';

/** A doc as the index sees it. */
export interface SearchPage {
  title: string;
  route: string;
  /** The MDX source, front matter excluded. */
  body: string;
}

/** One section of a doc: what the index searches and what a result shows. */
export interface SearchRecord {
  id: number;
  /** Index of the page in the index file's page list (its title and route are stored once there). */
  page: number;
  /** Page title, indexed on every section so a title match finds the whole page. */
  title: string;
  /** Empty for the text above the first heading. */
  heading: string;
  /** The heading's id (rehype-slug's, as the TOC uses); empty for the top of the page. */
  anchor: string;
  text: string;
}

const tableDelimiterRow = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;
const mdxStatement = /^(import|export)\s/;
const blockMarker = /^\s*(?:>\s*)*(?:[-*+]\s+|\d+[.)]\s+)?/;

/** The text a reader sees in one line of Markdown: no list, quote or table markup, no inline syntax. */
function plainLine(line: string): string {
  if (tableDelimiterRow.test(line) || mdxStatement.test(line)) return '';
  return plainHeadingText(line.replace(blockMarker, '').replace(/\s*\|\s*/g, ' ')).replace(/\\(.)/g, '$1');
}

/** Joins a section's lines into one plain paragraph. */
export function plainText(lines: readonly string[]): string {
  return lines.map(plainLine).join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * One record per section of a page: the text above the first heading, then one per heading of any
 * level, anchored at the heading's id. Fenced code is left out: its data rows (CSV, JSON) would
 * match almost any query, and the prose around a code block says what it shows.
 */
export function sectionRecords(page: SearchPage, pageIndex: number, firstId: number): SearchRecord[] {
  return splitSections(page.body).map((section, index) => ({
    id: firstId + index,
    page: pageIndex,
    title: page.title,
    heading: section.heading?.value ?? '',
    anchor: section.heading?.id ?? '',
    text: plainText(section.lines),
  }));
}
