import path from 'node:path';

/** The project's own content folder: `docs/` (the MDX files) and `navigation/` (sidebars, navbar, footer, announcement). */
export const PROJECT_CONTENT = 'content';

/** The folder the site's content is built from, absolute. */
export function contentRoot(): string {
  return path.resolve(PROJECT_CONTENT);
}

/** The folder of the docs: `docs/` of the content root. */
export function docsFolder(): string {
  return path.join(contentRoot(), 'docs');
}
