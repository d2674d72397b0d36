/**
 * The heading levels a doc's table of contents shows when its front matter sets none: `##` and
 * `###`. A module of its own: the TOC's browser behaviour imports its helpers, and must not load the
 * front matter schema (zod) with them.
 */
export const TOC_MIN_LEVEL = 2;
export const TOC_MAX_LEVEL = 3;

/**
 * The first and last heading levels of a doc's table of contents: its front matter's, else the
 * defaults; a first level below the default last one, with no last one set, is the last one too.
 */
export function tocLevelsOf(frontMatter: { toc_min_heading_level?: number; toc_max_heading_level?: number }): {
  min: number;
  max: number;
} {
  const min = frontMatter.toc_min_heading_level ?? TOC_MIN_LEVEL;
  return { min, max: frontMatter.toc_max_heading_level ?? Math.max(min, TOC_MAX_LEVEL) };
}
