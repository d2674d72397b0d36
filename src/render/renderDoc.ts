import { compile, run } from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { VFile } from 'vfile';
import { admonitionTitlesToLabels } from '../lib/content/admonitions';
import type { DocFileData } from '../lib/content/docLinks';
import type { DocOutline } from '../lib/content/docOutline';
import { contentComponents } from './contentComponents';
import { mdxOptions } from './mdxOptions';

/** One doc to render. */
export interface RenderInput extends DocFileData {
  /** The MDX body, front matter left out. */
  body: string;
  /** The file on disk, for MDX and its plugins. */
  absolutePath: string;
  /** Lines of the file above the body (the front matter), so positions count in the file an editor opens. */
  lineOffset: number;
}

/** Something an editor should hear about a doc, with where it is in the file when known. */
export interface RenderMessage {
  message: string;
  line?: number;
  column?: number;
}

/** A doc rendered to HTML, with what the build learns from its compiled tree. */
export interface RenderedDoc extends DocOutline {
  html: string;
  /** Docs paths of the doc files it links to. */
  docLinks: string[];
  warnings: RenderMessage[];
}

/** The outcome of rendering: the doc, or the error that stopped it. */
export type RenderResult = { doc: RenderedDoc } | { error: RenderMessage };

/** A position or range as MDX's parser writes it into a message, counted in the body it was given: `(64:7-64:13)`. */
const BODY_POSITIONS = /\((\d+):(\d+)(?:-(\d+):(\d+))?\)/g;

function located(
  reason: string,
  place: { line?: number | null; column?: number | null } | undefined,
  lineOffset: number,
): RenderMessage {
  // The editor reads the file, front matter included: positions in the message count its lines too.
  const inFile = (line: string) => String(Number(line) + lineOffset);
  return {
    message: reason.replace(BODY_POSITIONS, (_, line, column, endLine, endColumn) =>
      endLine === undefined
        ? `(${inFile(line)}:${column})`
        : `(${inFile(line)}:${column}-${inFile(endLine)}:${endColumn})`,
    ),
    ...(place?.line ? { line: place.line + lineOffset, column: place.column ?? undefined } : {}),
  };
}

/**
 * Compiles a doc's MDX with the site's remark and rehype plugins, runs it and renders it to static
 * HTML with React: the page's HTML carries the content, no component of it is hydrated in the
 * browser (interactive parts are islands, see `contentComponents`).
 */
export async function renderDoc(input: RenderInput): Promise<RenderResult> {
  const file = new VFile({ path: input.absolutePath, value: admonitionTitlesToLabels(input.body) });
  file.data.doc = { docsPath: input.docsPath, pathPrefix: input.pathPrefix } satisfies DocFileData;
  try {
    const code = String(await compile(file, { ...mdxOptions, outputFormat: 'function-body', development: false }));
    const { default: Content } = await run(code, runtime);
    const html = renderToStaticMarkup(createElement(Content, { components: contentComponents }));
    const outline = file.data.outline as DocOutline;
    return {
      doc: {
        html,
        headings: outline.headings,
        sections: outline.sections,
        docLinks: (file.data.docLinks as string[] | undefined) ?? [],
        warnings: file.messages.map((message) => located(message.reason, message, input.lineOffset)),
      },
    };
  } catch (error) {
    const { reason, message, line, column } = error as {
      reason?: string;
      message: string;
      line?: number;
      column?: number;
    };
    return { error: located(reason ?? message, { line, column }, input.lineOffset) };
  }
}
