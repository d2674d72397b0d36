/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lazyStringsByLang, pageStringsByLocale } from './stringsDefine';

const i18n = {
  defaultLocale: 'en',
  locales: [
    { code: 'ar', label: 'العربية', direction: 'rtl', htmlLang: 'ar-EG', calendar: 'gregory', path: 'ar' },
    { code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' },
  ],
} as const;

let content: string;
const contentDir = process.env.TROVE_CONTENT_DIR;
beforeEach(() => {
  content = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-strings-define-'));
  fs.mkdirSync(path.join(content, 'i18n/ar'), { recursive: true });
  fs.writeFileSync(
    path.join(content, 'i18n/ar/strings.json'),
    JSON.stringify({ 'sidebar.label': { message: 'الشريط الجانبي' }, 'search.loading': { message: 'جار التحميل' } }),
  );
  process.env.TROVE_CONTENT_DIR = content;
});
afterEach(() => {
  if (contentDir === undefined) delete process.env.TROVE_CONTENT_DIR;
  else process.env.TROVE_CONTENT_DIR = contentDir;
  fs.rmSync(content, { recursive: true, force: true });
});

test("the render's first-load labels: every locale's, by code, the default locale's first (the fallback)", () => {
  const byLocale = pageStringsByLocale({ ...i18n, locales: [...i18n.locales] });
  expect(byLocale.map(([code]) => code)).toEqual(['en', 'ar']);
  expect(byLocale[1][1]['sidebar.label']).toBe('الشريط الجانبي');
  expect(byLocale[0][1]['sidebar.label']).toBe('Docs sidebar');
  // Only what the first load's code reads: the rest stays out of every page's HTML.
  expect(Object.keys(byLocale[1][1]).sort()).toEqual(['colorMode.labelDark', 'colorMode.labelLight', 'sidebar.label']);
});

test("the lazily loaded parts' labels: by <html lang>, the default locale's first", () => {
  const byLang = lazyStringsByLang({ ...i18n, locales: [...i18n.locales] });
  expect(byLang.map(([lang]) => lang)).toEqual(['en', 'ar-EG']);
  expect(byLang[1][1]['search.loading']).toBe('جار التحميل');
  expect(byLang[1][1]).not.toHaveProperty('sidebar.label');
});
