import type { DocProcessor } from './docProcessor';
import { VFile } from 'vfile';
import {
  tagMismatchMessage,
  tagMismatchOf,
  type BodyPoint,
  type ParserError,
  type TagMismatch,
} from '../lib/content/unclosedElement';

function offsetOf(text: string, { line, column }: BodyPoint): number {
  let offset = 0;
  for (let current = 1; current < line; current += 1) offset = text.indexOf('\n', offset) + 1;
  return offset + column - 1;
}

/**
 * Whether the closing tag that met an open element closes nothing that is open: with the open
 * element closed right before it, the parser still stops at it. Otherwise the open element is the
 * one left open, and closing it there lets the parser past.
 */
function closesNothing(processor: DocProcessor, body: string, { open, closing }: TagMismatch): boolean {
  if (!closing) return false;
  const inserted = `</${open.name}>`;
  const at = offsetOf(body, closing.start);
  try {
    processor.parse(new VFile({ value: `${body.slice(0, at)}${inserted}${body.slice(at)}` }));
    return false;
  } catch (error) {
    const { line, column } = error as Partial<BodyPoint>;
    const start = closing.start.column + inserted.length;
    const end = start + `</${closing.name}>`.length;
    return line === closing.start.line && column !== undefined && column >= start && column <= end;
  }
}

/**
 * The message for a parse error about a tag left open, naming the element actually left open
 * (`tagMismatchMessage`), or undefined for any other error. `body` is the text the parser was given.
 */
export function unclosedTagProblem(
  error: unknown,
  processor: DocProcessor,
  body: string,
): { message: string; place: BodyPoint } | undefined {
  const mismatch = tagMismatchOf(error as ParserError);
  return mismatch && tagMismatchMessage(mismatch, closesNothing(processor, body, mismatch));
}
