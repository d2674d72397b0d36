import GithubSlugger from 'github-slugger';

/** A heading of a doc, with the id rehype-slug gives it in the HTML. */
export interface Heading {
  depth: number;
  value: string;
  id: string;
}

const fencePattern = /^ {0,3}(`{3,}|~{3,})/;
const atxHeadingPattern = /^ {0,3}(#{1,6})[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/;

/** Strips inline Markdown so the text matches what the reader sees (and what the slugger sees). */
export function plainHeadingText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(.+?)\1/g, '$2')
    .replace(/<[^>]+>/g, '')
    .trim();
}

/**
 * Lists the ATX headings (`## Title`) of an MDX body, skipping fenced code, in document order.
 * Ids come from github-slugger, the slugger rehype-slug uses, so they match the rendered anchors.
 */
export function extractHeadings(body: string): Heading[] {
  const slugger = new GithubSlugger();
  const headings: Heading[] = [];
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
    if (!match) continue;
    const value = plainHeadingText(match[2]);
    headings.push({ depth: match[1].length, value, id: slugger.slug(value) });
  }
  return headings;
}
