/** What a result's page is, when it is no doc: a category's generated index page. Results name it ("Category"). */
export type SearchPageKind = 'category';

/** A page as the index sees it: a doc, or a category's generated index page. */
export interface SearchPage {
  title: string;
  route: string;
  /** Absent for a doc. */
  kind?: SearchPageKind;
  /** Sections in document order: the text above the first heading (no heading), then one per heading of any level. Plain text, code blocks already left out. */
  sections: ReadonlyArray<{ heading?: { depth: number; value: string; id: string }; text: string }>;
}

/** One section of a doc: what the index searches and what a result shows. */
export interface SearchRecord {
  id: number;
  /** Position of the page in the list the index was built from. */
  page: number;
  /** Page title, indexed on every section so a title match finds the whole page. */
  title: string;
  /** Empty for the text above the first heading. */
  heading: string;
  /** The heading's id in the page; empty for the top of the page. */
  anchor: string;
  text: string;
}

/** One record per section of a page, numbered from `firstId`. */
export function sectionRecords(page: SearchPage, pageIndex: number, firstId: number): SearchRecord[] {
  return page.sections.map((section, index) => ({
    id: firstId + index,
    page: pageIndex,
    title: page.title,
    heading: section.heading?.value ?? '',
    anchor: section.heading?.id ?? '',
    text: section.text,
  }));
}
