import type { BodyLanguage } from '../lib/content/bodyLanguage';
import * as styles from './DocPage.module.css';

/** The class of a doc's article, whose rules style the body's Markdown; the CMS preview's body frame gives it too. */
export const DOC_ARTICLE_CLASS = styles.markdown;

/**
 * A createElement: the site's React's on the page, Decap's in the CMS preview (React 19, whose
 * elements the site's React 18 cannot render, nor the other way round).
 */
type CreateElement<Element> = (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => Element;

/**
 * A doc's article as its page and the CMS preview show it: the title as its heading, then `body`
 * (the rendered doc on the page; the description and the sandboxed body frame in the preview).
 * `hideTitle` (front matter `hide_title`) hides the heading from view only: the page keeps its
 * heading for screen readers and the document outline. `language` is the title's where it is not
 * the page's: an untranslated doc's, whose title, like its body, is the default locale's.
 */
export function docArticle<Element>(
  h: CreateElement<Element>,
  { title, ref, hideTitle, language }: { title: string; ref?: unknown; hideTitle?: boolean; language?: BodyLanguage },
  ...body: unknown[]
): Element {
  return h(
    'article',
    { ref, className: DOC_ARTICLE_CLASS },
    h(
      'h1',
      { className: hideTitle ? 'visually-hidden' : undefined, lang: language?.htmlLang, dir: language?.direction },
      title,
    ),
    ...body,
  );
}
