import fs from 'node:fs/promises';
import path from 'node:path';
import { edit } from '../buildFixture';
import { ARABIC } from '../rtl/rtlSite';
import { makeVersionedSite } from '../versions/versionsFixture';

/** The Arabic title of the want lists doc, translated in every version; the other docs fall back to English. */
export const ARABIC_WANTS = 'قوائم الرغبات';
/** The Arabic title of the 2.0 introduction, translated in the latest version only. */
export const ARABIC_INTRO = 'مقدمة إلى تروف';
/** "Docs", the navbar's link and the footer's column, in Arabic (`i18n/ar/navigation.json`). */
export const ARABIC_DOCS = 'الوثائق';
/** A navbar link written with `to: /wants`, left untranslated. */
export const NAVBAR_WANTS = 'Wants';
/** The note above an untranslated doc, in Arabic, as the strings file gives it. */
export const ARABIC_UNTRANSLATED = 'لم تُترجم هذه الصفحة بعد.';

/** Arabic with the Hijri calendar (Umm al-Qura): the footer's year is the locale's. */
const ARABIC_LOCALE =
  "{ code: 'ar', label: 'العربية', direction: 'rtl', htmlLang: 'ar', calendar: 'islamic-umalqura', path: 'ar' }";

/** A translated doc: Arabic front matter and a body linking, by site path, to a doc Arabic has not translated. */
const arabicDoc = (id: string, title: string, body: string) =>
  `---\nid: ${id}\ntitle: ${title}\ndescription: ${title}.\n---\n\n${body}\n`;

const wantsBody = (version: string) =>
  `قائمة الرغبات (${version}) هي ما تبحث عنه. اقرأ [المصادر](/resources) و[المقدمة](/).\n\n## الأولويات\n\nرتّب رغباتك.`;

/**
 * The three-version site of e2e/versions (Next at /next, 2.0 at /, 1.0 at /1.0) with a second
 * locale, Arabic (right to left, at /ar): the want lists doc translated in every version and the
 * introduction in 2.0, the other docs (resources, planner, goals) left to fall back to English.
 */
export async function makeLocalizedSite(dir: string): Promise<void> {
  await makeVersionedSite(dir);
  const content = path.join(dir, 'content');
  await edit(path.join(dir, 'src/config/site.config.ts'), (text) =>
    text.replace(/(\{\s*code: 'en',[^}]*\})/, `$1, ${ARABIC_LOCALE}`),
  );
  const write = async (file: string, text: string) => {
    await fs.mkdir(path.dirname(path.join(content, file)), { recursive: true });
    await fs.writeFile(path.join(content, file), text);
  };
  await write('i18n/ar/docs/wants.mdx', arabicDoc('wants', ARABIC_WANTS, wantsBody('Next')));
  await write('i18n/ar/versioned_docs/version-2.0/wants.mdx', arabicDoc('wants', ARABIC_WANTS, wantsBody('2.0')));
  await write('i18n/ar/versioned_docs/version-2.0/index.mdx', arabicDoc('index', ARABIC_INTRO, 'مرحبًا بك في تروف.'));
  await write('i18n/ar/versioned_docs/version-1.0/wants.mdx', arabicDoc('wants', ARABIC_WANTS, wantsBody('1.0')));
  // A navbar link by site path, which an Arabic page leads to the Arabic page.
  await edit(path.join(content, 'navigation/navbar.yml'), (text) =>
    text.replace('items:\n', `items:\n  - label: ${NAVBAR_WANTS}\n    to: /wants\n    position: left\n`),
  );
  await write(
    'i18n/ar/navigation.json',
    JSON.stringify({ 'navbar.Docs': { message: ARABIC_DOCS }, 'footer.title.Docs': { message: ARABIC_DOCS } }, null, 2),
  );
  const strings = { ...ARABIC, 'untranslated.notice': ARABIC_UNTRANSLATED };
  await write(
    'i18n/ar/strings.json',
    JSON.stringify(Object.fromEntries(Object.entries(strings).map(([key, message]) => [key, { message }])), null, 2),
  );
}
