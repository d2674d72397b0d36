import GithubSlugger from 'github-slugger';

/** A heading of a doc, with the id rehype-slug gives it in the HTML. */
export interface Heading {
  depth: number;
  value: string;
  id: string;
}

/** A stretch of an MDX body: the heading that opens it (none for the text before the first) and its lines. */
export interface Section {
  heading?: Heading;
  /** Lines outside fenced code, as written. */
  lines: string[];
}

const fencePattern = /^ {0,3}(`{3,}|~{3,})/;
const atxHeadingPattern = /^ {0,3}(#{1,6})[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/;

/** Strips HTML tags and emphasis markers; `_` only around words, since an intraword `_` (`max_price`) is literal. */
function stripTagsAndEmphasis(markdown: string): string {
  return markdown
    .replace(/<[^>]+>/g, '')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/(^|[^\p{L}\p{N}])__(.+?)__(?![\p{L}\p{N}])/gu, '$1$2')
    .replace(/\*(.+?)\*/g, '$1')
    .replace(/(^|[^\p{L}\p{N}])_(.+?)_(?![\p{L}\p{N}])/gu, '$1$2');
}

/** Strips inline Markdown so the text matches what the reader sees (and what the slugger sees). */
export function plainHeadingText(markdown: string): string {
  // Code spans are literal: markers and tags inside them are text.
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .split(/(`[^`]*`)/)
    .map((part) => (part.startsWith('`') && part.endsWith('`') ? part.slice(1, -1) : stripTagsAndEmphasis(part)))
    .join('')
    .trim();
}

/**
 * Splits an MDX body at its ATX headings (`## Title`), skipping fenced code, in document order.
 * Ids come from github-slugger, the slugger rehype-slug uses, so they match the rendered anchors.
 */
export function splitSections(body: string): Section[] {
  const slugger = new GithubSlugger();
  const sections: Section[] = [{ lines: [] }];
  let openFence: string | null = null;
  for (const line of body.split(/\r?\n/)) {
    const fence = fencePattern.exec(line)?.[1];
    if (openFence) {
      if (fence && fence[0] === openFence[0] && fence.length >= openFence.length) openFence = null;
      continue;
    }
    if (fence) {
      openFence = fence;
      continue;
    }
    const match = atxHeadingPattern.exec(line);
    if (!match) {
      sections[sections.length - 1].lines.push(line);
      continue;
    }
    const value = plainHeadingText(match[2]);
    sections.push({ heading: { depth: match[1].length, value, id: slugger.slug(value) }, lines: [] });
  }
  return sections;
}

/** Lists the ATX headings of an MDX body, skipping fenced code, in document order. */
export function extractHeadings(body: string): Heading[] {
  return splitSections(body).flatMap((section) => (section.heading ? [section.heading] : []));
}
