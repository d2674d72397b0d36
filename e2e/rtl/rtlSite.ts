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
 * Makes a project copy a site whose only locale is Arabic, right to left, with `ARABIC` in its
 * strings file (`i18n/ar/strings.json`); the other labels stay English.
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
  const strings = path.join(dir, 'content/i18n/ar/strings.json');
  await fs.mkdir(path.dirname(strings), { recursive: true });
  await fs.writeFile(
    strings,
    JSON.stringify(Object.fromEntries(Object.entries(ARABIC).map(([key, message]) => [key, { message }])), null, 2),
  );
}
