/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyProject } from './projectCopy.mjs';

const ROOT = path.resolve(__dirname, '..');
const LOCALES = `
      { code: 'ar', label: 'العربية', direction: 'rtl', htmlLang: 'ar', calendar: 'gregory', path: 'ar' },
      { code: 'fr', label: 'Français', direction: 'ltr', htmlLang: 'fr', calendar: 'gregory', path: 'fr' },
    ],`;

let dir: string;
const content = () => path.join(dir, 'shelf-content');
const stringsOf = (locale: string) => path.join(content(), 'i18n', locale, 'strings.json');
const extract = () =>
  spawnSync(process.execPath, ['scripts/i18nExtract.mjs'], {
    cwd: dir,
    env: { ...process.env, TROVE_CONTENT_DIR: 'shelf-content' },
    encoding: 'utf8',
    timeout: 60_000,
  });

beforeAll(async () => {
  dir = await copyProject(ROOT, ['src', 'scripts', 'package.json', 'tsconfig.json']);
  const config = path.join(dir, 'src/config/site.config.ts');
  const text = fs.readFileSync(config, 'utf8');
  const withLocales = text.replace(/\n\s*\],\n(\s*)\},\n\s*docs:/, (match) => match.replace(/\n\s*\],/, LOCALES));
  expect(withLocales).not.toBe(text);
  fs.writeFileSync(config, withLocales);
  // The navigation whose labels it writes too (navigation.json beside strings.json).
  fs.cpSync(path.join(ROOT, 'content/navigation'), path.join(content(), 'navigation'), { recursive: true });
  fs.mkdirSync(path.dirname(stringsOf('ar')), { recursive: true });
  fs.writeFileSync(
    stringsOf('ar'),
    JSON.stringify({
      'toc.title': { message: 'في هذه الصفحة', default: 'On this page' },
      'toc.oldHeading': { message: 'قديم' },
    }),
  );
}, 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('npm run i18n:extract writes every locale but the default, keeps translations and says which keys it dropped', () => {
  const run = extract();
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('shelf-content/i18n/ar/strings.json: ');
  expect(run.stdout).toContain('1 translated');
  expect(run.stdout).toContain('dropped (no longer in the catalogue): toc.oldHeading');
  expect(run.stdout).toContain('shelf-content/i18n/fr/strings.json: ');
  expect(run.stdout).toContain('(new file)');
  expect(fs.existsSync(stringsOf('en'))).toBe(false);
  expect(JSON.parse(fs.readFileSync(path.join(content(), 'i18n/ar/navigation.json'), 'utf8'))).toHaveProperty(
    ['navbar.Docs', 'message'],
    'Docs',
  );

  const ar = JSON.parse(fs.readFileSync(stringsOf('ar'), 'utf8'));
  expect(ar['toc.title']).toEqual({
    message: 'في هذه الصفحة',
    default: 'On this page',
    description: expect.stringContaining('table of contents'),
  });
  expect(ar['paginator.next']).toMatchObject({ message: 'Next', default: 'Next' });
  expect(ar['admonition.note']).toMatchObject({ message: 'Note', default: 'Note' });
  expect(ar).not.toHaveProperty('toc.oldHeading');
  const fr = JSON.parse(fs.readFileSync(stringsOf('fr'), 'utf8'));
  expect(Object.keys(fr)).toEqual(Object.keys(ar));

  // Run again, nothing changes: the file it wrote is one the build accepts.
  const before = fs.readFileSync(stringsOf('ar'), 'utf8');
  expect(extract().status).toBe(0);
  expect(fs.readFileSync(stringsOf('ar'), 'utf8')).toBe(before);
});

test('npm run i18n:extract stops on a translation it cannot keep, naming the file, the key and the fix', () => {
  fs.writeFileSync(stringsOf('fr'), JSON.stringify({ 'search.resultsCount': { message: '{n} résultats' } }));
  const run = extract();
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(
    'shelf-content/i18n/fr/strings.json: "search.resultsCount".message: "{n} résultats" lacks {count}',
  );
  expect(JSON.parse(fs.readFileSync(stringsOf('fr'), 'utf8'))).toEqual({
    'search.resultsCount': { message: '{n} résultats' },
  });
});
