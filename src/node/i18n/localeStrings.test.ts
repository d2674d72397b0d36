/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localeStrings, readStringsFile, siteStrings } from './localeStrings';

const i18n = {
  defaultLocale: 'en',
  locales: [
    { code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' },
    { code: 'ar', label: 'العربية', direction: 'rtl', htmlLang: 'ar', calendar: 'gregory', path: 'ar' },
  ],
} as const;

let content: string;
let env: Record<string, string>;
const write = (value: unknown) => {
  fs.mkdirSync(path.join(content, 'i18n/ar'), { recursive: true });
  fs.writeFileSync(path.join(content, 'i18n/ar/strings.json'), JSON.stringify(value));
};

beforeEach(() => {
  content = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-strings-'));
  env = { TROVE_CONTENT_DIR: content };
});
afterEach(() => fs.rmSync(content, { recursive: true, force: true }));

test('a locale without a strings file shows the English', () => {
  expect(readStringsFile('ar', env)).toBeUndefined();
  expect(siteStrings({ ...i18n, locales: [...i18n.locales] }, env).ar['toc.title']).toBe('On this page');
});

test("a locale's file translates its keys, and is read again once edited", () => {
  write({ 'toc.title': { message: 'في هذه الصفحة' } });
  expect(localeStrings('ar', env)['toc.title']).toBe('في هذه الصفحة');
  write({ 'toc.title': { message: 'في هذه الصفحة!' }, 'paginator.next': { message: 'التالي' } });
  expect(localeStrings('ar', env)).toMatchObject({ 'toc.title': 'في هذه الصفحة!', 'paginator.next': 'التالي' });
});

test('a bad file stops the build with its path', () => {
  write({ 'toc.title': { message: 3 } });
  expect(() => siteStrings({ ...i18n, locales: [...i18n.locales] }, env)).toThrow(
    `${path.join(content, 'i18n/ar/strings.json')}: "toc.title".message: found 3`,
  );
});
