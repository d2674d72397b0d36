import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildAndDiscard, oneLine } from '../buildFixture';
import { makeLocalizedSite } from './localesFixture';

test.describe('mistakes in the translations stop the build', () => {
  test.setTimeout(600_000);

  test('a translation of no doc fails the build naming the file and the fix', async () => {
    const { code, output } = await buildAndDiscard(async (dir) => {
      await makeLocalizedSite(dir);
      // A translation named after a doc renamed since, or misspelt.
      await fs.rename(
        path.join(dir, 'content/i18n/ar/versioned_docs/version-1.0/wants.mdx'),
        path.join(dir, 'content/i18n/ar/versioned_docs/version-1.0/wnats.mdx'),
      );
      await fs.writeFile(
        path.join(dir, 'content/i18n/ar/versioned_docs/version-1.0/wnats.mdx'),
        '---\ntitle: قوائم\ndescription: قوائم.\n---\n\nنص.\n',
      );
    });
    expect(code).not.toBe(0);
    expect(output).toContain(
      'Translations of no doc: - content/i18n/ar/versioned_docs/version-1.0/wnats.mdx: translates the doc "wnats", which content/versioned_docs/version-1.0/ does not have. A translation takes its original\'s path (or front matter "id"): rename it after a doc of content/versioned_docs/version-1.0/, or delete it.',
    );
  });

  test('a glossary translation of an id the glossary lacks fails the build naming the file, the line and the ids', async () => {
    const { code, output } = await buildAndDiscard(async (dir) => {
      await makeLocalizedSite(dir);
      await fs.appendFile(path.join(dir, 'content/i18n/ar/glossary.yml'), 'gaol:\n  term: هدف\n');
    });
    expect(code).not.toBe(0);
    expect(oneLine(output)).toContain(
      'Invalid content/i18n/ar/glossary.yml: - line 4: gaol: the glossary has no term of that id (its ids: goal, have, want); translate one of its terms, or add the term to the glossary first',
    );
  });

  test('a navigation labels file whose entry is no { message } fails the build naming the file, the key and the fix', async () => {
    const { code, output } = await buildAndDiscard(async (dir) => {
      await makeLocalizedSite(dir);
      await fs.writeFile(path.join(dir, 'content/i18n/ar/navigation.json'), '{ "navbar.Docs": "الوثائق" }\n');
    });
    expect(code).not.toBe(0);
    expect(output).toContain(
      'content/i18n/ar/navigation.json: "navbar.Docs": expected an object such as { "message": "…" } whose message translates the label',
    );
    expect(output).toContain('`npm run i18n:extract` rewrites the file with every label, keeping its translations.');
  });

  test("a translated folder category with a mistake fails the build naming the locale's file, the line and the key", async () => {
    const { code, output } = await buildAndDiscard(async (dir) => {
      await makeLocalizedSite(dir);
      await fs.writeFile(
        path.join(dir, 'content/i18n/ar/docs/guides/trading/_category_.yml'),
        'label: التبادل\nposition: ثانيًا\n',
      );
    });
    expect(code).not.toBe(0);
    expect(output).toContain('Invalid content/i18n/ar/docs/guides/trading/_category_.yml');
    expect(output).toContain('line 2: position: found "ثانيًا"; expected a value of type number');
    expect(output).not.toMatch(/^\s+at .+\(.+:\d+:\d+\)$/m);
  });
});
