import type { Reporter } from 'gatsby';
import type { InlineCode } from '../../lib/builtSite/builtHtml';
import {
  formatStrayInlineCode,
  strayInlineCode,
  writtenTexts,
  type WrittenInlineCode,
} from '../../lib/hosting/inlineCode';
import { ERROR_IDS } from '../errors/errorMap';

/**
 * Fails the build when a built page holds inline code the site did not write (`written`, from
 * src/node/hosting/siteInlineCode.ts): the Content Security Policy would block it in the reader's
 * browser, and content that carries a script is refused rather than shipped.
 */
export function checkInlineCode(
  pages: ReadonlyArray<{ route: string; inline: InlineCode }>,
  written: readonly WrittenInlineCode[],
  reporter: Reporter,
): void {
  const strays = strayInlineCode(pages, writtenTexts(written));
  if (strays.length === 0) return;
  reporter.panicOnBuild({ id: ERROR_IDS.inlineCode, context: { message: formatStrayInlineCode(strays) } });
}
