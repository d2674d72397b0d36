import type { InlineCode } from '../builtSite/builtHtml';

/** A kind of inline code a page can hold: scripts, style elements, style attributes. */
export type InlineKind = keyof InlineCode;

/** One piece of inline code the site writes, with the code that writes it, for the people who read the policy. */
export interface WrittenInlineCode {
  kind: InlineKind;
  text: string;
  /** The module (and function or constant) that writes it, such as `src/lib/colorMode.ts noFlashScript`. */
  writer: string;
}

/** Inline code found in built pages that no writer of the registry wrote, and the pages holding it. */
export interface StrayInlineCode {
  kind: InlineKind;
  text: string;
  routes: string[];
}

const KIND_NAMES: Record<InlineKind, string> = {
  scripts: 'Inline script',
  styles: 'Style element',
  styleAttributes: 'Style attribute',
};

/** How many characters of a stray code and how many of its pages the message shows. */
const SHOWN_CHARACTERS = 60;
const SHOWN_ROUTES = 5;

/** The texts of the registry, by kind, to look each piece of a page's inline code up in. */
export function writtenTexts(written: readonly WrittenInlineCode[]): Record<InlineKind, ReadonlySet<string>> {
  const texts = (kind: InlineKind) => new Set(written.filter((code) => code.kind === kind).map(({ text }) => text));
  return { scripts: texts('scripts'), styles: texts('styles'), styleAttributes: texts('styleAttributes') };
}

/**
 * The inline code of the built pages that the site did not write, each piece once with every page
 * that holds it, in the order found.
 */
export function strayInlineCode(
  pages: ReadonlyArray<{ route: string; inline: InlineCode }>,
  written: Record<InlineKind, ReadonlySet<string>>,
): StrayInlineCode[] {
  const strays = new Map<string, { kind: InlineKind; text: string; routes: Set<string> }>();
  for (const { route, inline } of pages) {
    for (const kind of Object.keys(KIND_NAMES) as InlineKind[]) {
      for (const text of inline[kind]) {
        if (written[kind].has(text)) continue;
        const key = `${kind}\n${text}`;
        const stray = strays.get(key) ?? { kind, text, routes: new Set<string>() };
        stray.routes.add(route);
        strays.set(key, stray);
      }
    }
  }
  return Array.from(strays.values(), (stray) => ({ ...stray, routes: [...stray.routes] }));
}

const excerpt = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > SHOWN_CHARACTERS ? `${line.slice(0, SHOWN_CHARACTERS).trimEnd()}…` : line;
};

const routesOf = ({ routes }: StrayInlineCode) => {
  const sorted = [...routes].sort((a, b) => a.localeCompare(b));
  const shown = sorted.slice(0, SHOWN_ROUTES).join(', ');
  return sorted.length > SHOWN_ROUTES ? `${shown} and ${sorted.length - SHOWN_ROUTES} more pages` : shown;
};

/** The build error for stray inline code: each piece, its first characters and its pages, then the fix. */
export function formatStrayInlineCode(strays: readonly StrayInlineCode[]): string {
  return [
    'Inline code the site did not write, which the Content Security Policy does not allow:',
    ...strays.map((stray) => `- ${KIND_NAMES[stray.kind]} "${excerpt(stray.text)}" on ${routesOf(stray)}`),
    'Content may not carry scripts or styles: remove the <script>, <style> or style="…" from the doc or ' +
      'navigation file of those pages (on every page: the announcement bar, an html navbar item or the ' +
      "footer). The site's own inline code is listed, with the code that writes it, in " +
      'src/node/hosting/siteInlineCode.ts.',
  ].join('\n');
}
