import type { RenderMessage } from '../../render/renderDoc';

/** A doc body rendered for the preview: the site's DocContent HTML and the build's warnings, or the compile error. */
export type BodyResult = { html: string; warnings: RenderMessage[] } | { error: RenderMessage };

/** What the preview pane shows of the body. */
export interface PreviewView {
  /** The latest body that compiled; undefined until the first render ends. */
  html?: string;
  /** What the build would warn about in that body. */
  warnings: RenderMessage[];
  /** Why the latest body does not compile; `html` then shows an earlier one. */
  error?: RenderMessage;
}

export const INITIAL_VIEW: PreviewView = { warnings: [] };

/**
 * The view after a render: a body that compiles replaces the last one; an error keeps it on show.
 * Every key is set, `error` too: React merges a new state into the old one.
 */
export function nextView(view: PreviewView, result: BodyResult): PreviewView {
  if ('error' in result) return { ...view, error: result.error };
  return { html: result.html, warnings: result.warnings, error: undefined };
}

/** The view after a render that failed for another reason than the doc (its code could not load). */
export function failedView(view: PreviewView, error: unknown): PreviewView {
  const reason = error instanceof Error ? error.message : String(error);
  return { ...view, error: { message: `The preview could not render this doc: ${reason}` } };
}

/** Some MDX errors have no place of their own but name one in their text: `... (20:1-20:7)`. */
const PLACE_IN_TEXT = /\((\d+):(\d+)(?:-\d+:\d+)?\)/;

/** Where a message is in the body, as the body editor numbers its lines; the line is undefined when it names none. */
export function placeOf({ message, line, column }: RenderMessage): { line?: number; column?: number } {
  const named = line ? undefined : PLACE_IN_TEXT.exec(message);
  return named ? { line: Number(named[1]), column: Number(named[2]) } : { line, column };
}

/** A message with its place in the body, as the body editor numbers its lines: `Line 4, column 1: ...`. */
export function describeMessage(message: RenderMessage): string {
  const place = placeOf(message);
  if (!place.line) return message.message;
  return `Line ${place.line}${place.column ? `, column ${place.column}` : ''}: ${message.message}`;
}
