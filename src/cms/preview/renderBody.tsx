import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import siteConfig from '../../config/site.config';
import { renderDoc } from '../../render/renderDoc';
import DocContent from '../../components/DocContent';
import type { BodyResult } from './view';

/** A doc body to preview, and where the doc is, which its links are read against. */
export interface BodyInput {
  body: string;
  /** The doc's file inside its docs folder (`alerts.mdx`). */
  docsPath: string;
  /** The site's path prefix, given to links to site routes, or ''. */
  pathPrefix: string;
}

/**
 * Renders a body as the build does (the same content profile, plugins, content components and React
 * rendering, src/render/renderDoc.ts; nothing of the body runs), inside the site's DocContent wrapper. Its own chunk:
 * the MDX compiler and the highlighter load when a preview first renders.
 */
export async function renderBody({ body, docsPath, pathPrefix }: BodyInput): Promise<BodyResult> {
  // The body field holds the body alone, so lines count as in the editor's field.
  const result = await renderDoc({
    body,
    docsPath,
    pathPrefix,
    absolutePath: docsPath,
    lineOffset: 0,
    imageOrigins: siteConfig.docs.imageOrigins ?? [],
  });
  if ('error' in result) return result;
  return { html: renderToStaticMarkup(<DocContent html={result.doc.html} />), warnings: result.doc.warnings };
}
