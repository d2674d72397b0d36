import fs from 'node:fs/promises';
import path from 'node:path';
import { edit } from '../buildFixture';

/** A few of the site's labels in Arabic, as a translator writes them in the content. */
export const ARABIC = {
  'toc.title': 'في هذه الصفحة',
  'navbar.openMenu': 'افتح قائمة التنقل',
  'navbar.search': 'بحث',
  'paginator.next': 'التالي',
  'paginator.previous': 'السابق',
  'sidebar.label': 'الشريط الجانبي للوثائق',
  'mobileMenu.close': 'أغلق قائمة التنقل',
  'mobileMenu.toMainMenu': 'عودة إلى القائمة الرئيسية',
  'colorMode.labelLight': 'بدّل بين الوضع الداكن والفاتح (الوضع الحالي فاتح)',
  'colorMode.labelDark': 'بدّل بين الوضع الداكن والفاتح (الوضع الحالي داكن)',
  'search.label': 'ابحث في الوثائق',
  'search.resultsCount': '{count} نتائج',
  'notFound.title': 'الصفحة غير موجودة',
} as const;

/**
 * A section of Arabic text for search to find: its words written with their short vowels
 * (tashkeel), the article (ال) and a tatweel (ـ), as Arabic text often is, while readers type them bare.
 */
export const ARABIC_SECTION = {
  heading: 'القائمة المختصرة',
  text: 'تُرَتِّبُ القَائِمَةُ المُخْتَصَرَةُ طلباتك حسب الأولـــوية، وتعرض مكتبة الإصدارات النادرة.',
} as const;

/**
 * Makes a project copy a site whose only locale is Arabic, right to left, with `ARABIC` in its
 * strings file (`i18n/ar/strings.json`) and `ARABIC_SECTION` at the end of the resources doc; the
 * other labels stay English.
 */
export async function makeArabicSite(dir: string): Promise<void> {
  await edit(path.join(dir, 'src/config/site.config.ts'), (text) =>
    text
      .replace("defaultLocale: 'en'", "defaultLocale: 'ar'")
      .replace(
        /\{\s*code: 'en',[^}]*\}/,
        "{ code: 'ar', label: 'العربية', direction: 'rtl', htmlLang: 'ar', calendar: 'gregory', path: 'ar' }",
      ),
  );
  await edit(
    path.join(dir, 'content/docs/resources.mdx'),
    (text) => `${text}\n## ${ARABIC_SECTION.heading}\n\n${ARABIC_SECTION.text}\n`,
  );
  const strings = path.join(dir, 'content/i18n/ar/strings.json');
  await fs.mkdir(path.dirname(strings), { recursive: true });
  await fs.writeFile(
    strings,
    JSON.stringify(Object.fromEntries(Object.entries(ARABIC).map(([key, message]) => [key, { message }])), null, 2),
  );
}
