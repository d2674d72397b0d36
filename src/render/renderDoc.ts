import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { VFile } from 'vfile';
import { admonitionTitlesToLabels } from '../lib/content/admonitions';
import { mayHoldAutolinkLiterals } from '../lib/content/autolinkLiterals';
import type { DocLabels } from '../lib/content/docLabels';
import { parseErrorHint, type ContentProfileOptions } from '../lib/content/contentProfile';
import { MISSING_MEDIA_ORIGIN } from '../lib/content/docImages';
import type { DocFileData } from '../lib/content/docLinks';
import { UNKNOWN_TERM_ORIGIN } from '../lib/content/glossaryTerms';
import type { GlossaryTerm } from '../lib/docs/glossary';
import type { DocOutline } from '../lib/content/docOutline';
import { contentComponents } from './contentComponents';
import type { MarkdownTwin } from '../lib/content/twinLinks';
import type { MediaFolder, MediaFolderPlace, MediaUse } from '../lib/media/mediaImages';
import { docProcessor, type DocProcessor, type DocProcessorOptions } from './docProcessor';
import { unclosedTagProblem } from './unclosedTag';

/** One doc to render. */
export interface RenderInput extends DocFileData, ContentProfileOptions {
  /** The MDX body, front matter left out. */
  body: string;
  /** The file on disk, for MDX and its plugins. */
  absolutePath: string;
  /** Lines of the file above the body (the front matter), so positions count in the file an editor opens. */
  lineOffset: number;
  /**
   * The content's media folder, whose files give the doc's images their size and must be there
   * (the build's); without it (the CMS preview), images are not sized or checked.
   */
  media?: MediaFolderPlace;
  /**
   * What the render writes in the doc's language (its locale's strings): admonitions' default
   * titles, the names of heading links, table boxes and copy buttons; without them (the CMS
   * preview), the English.
   */
  labels?: DocLabels;
  /**
   * The glossary's terms the doc may use (`termsNamedIn`, in its locale): only those, so an edit to
   * another term leaves its render cached; without them (the CMS preview), a use shows as its words.
   */
  terms?: GlossaryTerm[];
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
  /** Site paths it links to (`/wants`). */
  siteLinks: string[];
  /** The doc's body as Markdown, made from the same tree, when the renderer was given the serialiser (the build's workers). */
  markdown?: MarkdownTwin;
  /** The files of media/ it shows, with their sizes as read: the render holds them, so it is made again when they change. */
  mediaUses: MediaUse[];
  warnings: RenderMessage[];
}

/** What stopped a render. */
export interface RenderError extends RenderMessage {
  /** Set when what stopped it is images whose file is not in media/: the message says each fix. */
  missingMedia?: true;
  /** Set when what stopped it is uses of terms the doc's terms do not define: given the whole glossary, the message names the closest. */
  unknownTerm?: true;
}

/** The outcome of rendering: the doc, or the error that stopped it. */
export type RenderResult = { doc: RenderedDoc } | { error: RenderError };

/** What the renderer is given besides the doc: what makes its Markdown twin, and what reads the media folder (the build's workers). */
export interface RenderTools extends Pick<DocProcessorOptions, 'markdownTwin'> {
  readMedia?: (place: MediaFolderPlace) => MediaFolder;
}

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

/** The pipeline, made once per set of options: a worker renders many docs with the same. */
const processors = new Map<string, DocProcessor>();
function processorFor(
  options: ContentProfileOptions,
  markdownTwin: DocProcessorOptions['markdownTwin'],
  autolinkLiterals: boolean,
): DocProcessor {
  const key = JSON.stringify([options.imageOrigins, markdownTwin !== undefined, autolinkLiterals]);
  let processor = processors.get(key);
  if (!processor)
    processors.set(
      key,
      (processor = docProcessor({ imageOrigins: options.imageOrigins, markdownTwin, autolinkLiterals })),
    );
  return processor;
}

/**
 * Processes a doc with the site's remark and rehype plugins and renders the resulting tree to static
 * HTML with React, mapping the allowed components to theirs: nothing of the doc is compiled or
 * evaluated as JavaScript, here or in the CMS preview. The page's HTML carries the content; no
 * component of it is hydrated in the browser (interactive parts are islands, see `contentComponents`).
 * With `markdownTwin` (the build's workers), the doc's Markdown is made in the same pass, from the
 * same tree; with `readMedia` and the input's media folder, its images get their files' sizes.
 */
export async function renderDoc(
  input: RenderInput,
  { markdownTwin, readMedia }: RenderTools = {},
): Promise<RenderResult> {
  const file = new VFile({ path: input.absolutePath, value: admonitionTitlesToLabels(input.body) });
  file.data.doc = { docsPath: input.docsPath, pathPrefix: input.pathPrefix } satisfies DocFileData;
  if (input.labels) file.data.docLabels = input.labels;
  if (input.terms) file.data.glossaryTerms = input.terms;
  if (input.media && readMedia) file.data.media = readMedia(input.media);
  const processor = processorFor(input, markdownTwin, mayHoldAutolinkLiterals(input.body));
  try {
    const tree = await processor.run(processor.parse(file), file);
    const html = renderToStaticMarkup(
      toJsxRuntime(tree as Parameters<typeof toJsxRuntime>[0], {
        Fragment,
        jsx,
        jsxs,
        // Its type names HTML elements only; the profile made each allowed component an element of its name.
        components: contentComponents as Partial<Components>,
      }),
    );
    const outline = file.data.outline as DocOutline;
    return {
      doc: {
        html,
        headings: outline.headings,
        sections: outline.sections,
        docLinks: (file.data.docLinks as string[] | undefined) ?? [],
        siteLinks: (file.data.siteLinks as string[] | undefined) ?? [],
        ...(file.data.markdownTwin ? { markdown: file.data.markdownTwin as MarkdownTwin } : {}),
        mediaUses: file.data.mediaUses as MediaUse[],
        warnings: file.messages.map((message) => located(message.reason, message, input.lineOffset)),
      },
    };
  } catch (error) {
    const unclosed = unclosedTagProblem(error, processor, String(file.value));
    if (unclosed) return { error: located(unclosed.message, unclosed.place, input.lineOffset) };
    const { reason, message, line, column, source, ruleId } = error as {
      reason?: string;
      message: string;
      line?: number;
      column?: number;
      source?: string;
      ruleId?: string;
    };
    const stopped = located(`${reason ?? message}${parseErrorHint(source)}`, { line, column }, input.lineOffset);
    const origin = `${source}:${ruleId}`;
    if (origin === MISSING_MEDIA_ORIGIN) return { error: { ...stopped, missingMedia: true } };
    return { error: origin === UNKNOWN_TERM_ORIGIN ? { ...stopped, unknownTerm: true } : stopped };
  }
}
