import { markdownText } from '../content/twinLinks';
import { docLinksOf, isSidebarCategory, type Sidebars } from '../sidebar';

/** A doc as an `llms.txt` lists it: its label and description, and the absolute URL of its Markdown twin. */
export interface LlmsDoc {
  label: string;
  description: string;
  url: string;
}

/** A section of an `llms.txt`: a heading over a list of links. */
export interface LlmsSection {
  heading: string;
  links: LlmsDoc[];
}

/**
 * The docs of a doc set's sidebars in reading order, each once, among those `docOf` knows (the
 * docs that have a twin). The docs no sidebar leads to are left out: `docIds` gives their order for
 * `llms-full.txt`, after the sidebars' docs.
 */
export function sidebarDocIds(sidebars: Readonly<Sidebars>, docIds: readonly string[]): string[] {
  const known = new Set(docIds);
  const inSidebars = Object.values(sidebars)
    .flatMap((entries) => docLinksOf(entries))
    .flatMap((link) => (link.docId !== undefined && known.has(link.docId) ? [link.docId] : []));
  const ordered = [...new Set(inSidebars)];
  const listed = new Set(ordered);
  return [...ordered, ...docIds.filter((id) => !listed.has(id))];
}

/**
 * The sections of a doc set's `llms.txt`: a section per top-level category of each sidebar (its
 * own doc and every doc below it, in reading order), and the docs at a sidebar's top level under
 * `docsHeading`, a section for each run of them. Each doc once, where it first appears.
 */
export function llmsSections(
  sidebars: Readonly<Sidebars>,
  docOf: (docId: string) => LlmsDoc | undefined,
  docsHeading: string,
): LlmsSection[] {
  const sections: LlmsSection[] = [];
  const seen = new Set<string>();
  const take = (docIds: readonly (string | undefined)[]) =>
    docIds.flatMap((docId) => {
      const doc = docId === undefined || seen.has(docId) ? undefined : docOf(docId);
      if (!doc) return [];
      seen.add(docId!);
      return [doc];
    });
  for (const entries of Object.values(sidebars)) {
    let topLevel: LlmsSection | undefined;
    for (const entry of entries) {
      if (isSidebarCategory(entry)) {
        topLevel = undefined;
        const links = take(docLinksOf([entry]).map((link) => link.docId));
        if (links.length > 0) sections.push({ heading: entry.label, links });
        continue;
      }
      const links = take([entry.docId]);
      if (links.length === 0) continue;
      if (!topLevel) sections.push((topLevel = { heading: docsHeading, links: [] }));
      topLevel.links.push(...links);
    }
  }
  return sections;
}

/** One line of a list of links: `- [Wants](https://trove.app/wants.md): What you look for.` */
const linkLine = ({ label, url, description }: LlmsDoc) =>
  `- [${markdownText(label)}](${url})${description.trim() ? `: ${markdownText(description)}` : ''}`;

/**
 * An `llms.txt` as llmstxt.org describes it: the site's title as the heading, its tagline as a
 * quote, then a section of links per part of the docs, each link to a doc's Markdown with its
 * description.
 */
export function llmsTxt({
  title,
  tagline,
  sections,
}: {
  title: string;
  tagline: string;
  sections: LlmsSection[];
}): string {
  const parts = [`# ${markdownText(title)}`, `> ${markdownText(tagline, { lineStart: true })}`];
  for (const { heading, links } of sections)
    parts.push(`## ${markdownText(heading)}\n\n${links.map(linkLine).join('\n')}`);
  return `${parts.join('\n\n')}\n`;
}

/** A doc's Markdown twin as served: its title as the heading, its description, then its body. */
export function twinDocument({ title, description }: { title: string; description: string }, body: string): string {
  const head = [
    `# ${markdownText(title)}`,
    ...(description.trim() ? [markdownText(description, { lineStart: true })] : []),
  ];
  return `${[...head, body.trim()].filter(Boolean).join('\n\n')}\n`;
}
