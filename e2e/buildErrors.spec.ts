import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

const run = promisify(execFile);
const root = path.resolve(__dirname, '..');
const projectFiles = [
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'tsconfig.json',
  'package.json',
  'src',
  'static',
  'content',
];

/** Gatsby's reporter wraps long messages at 80 columns; compare text with the wrapping undone. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/** Copies the project to a temporary folder, lets the test break it, and runs `gatsby build` there. */
async function buildFixture(breakIt: (dir: string) => Promise<void>): Promise<{ code: number; output: string }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'trove-fixture-'));
  for (const file of projectFiles) await fs.cp(path.join(root, file), path.join(dir, file), { recursive: true });
  await fs.symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  await breakIt(dir);
  try {
    const { stdout, stderr } = await run('npx', ['gatsby', 'build'], {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: '1' },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, output: oneLine(stdout + stderr) };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: oneLine(failed.stdout + failed.stderr) };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

async function edit(file: string, change: (text: string) => string): Promise<void> {
  await fs.writeFile(file, change(await fs.readFile(file, 'utf8')));
}

test.describe('build-time validation', () => {
  test.setTimeout(300_000);

  test('a doc without a title fails the build naming the file and the key', async () => {
    const { code, output } = await buildFixture((dir) =>
      edit(path.join(dir, 'content/docs/wants.mdx'), (text) => text.replace(/^title: .*\n/m, '')),
    );
    expect(code).not.toBe(0);
    expect(output).toContain('Invalid front matter in content/docs/wants.mdx');
    expect(output).toContain('"title": missing; add a "title:" line with the page heading');
  });

  test('an unknown front matter key fails the build naming it', async () => {
    const { code, output } = await buildFixture((dir) =>
      edit(path.join(dir, 'content/docs/resources.mdx'), (text) => text.replace('---\n', '---\ntags: [coins]\n')),
    );
    expect(code).not.toBe(0);
    expect(output).toContain('Invalid front matter in content/docs/resources.mdx');
    expect(output).toContain('"tags": unknown key; remove it or use one of id, title, description');
  });

  test('an invalid site config fails the build with the key path, found and expected', async () => {
    const { code, output } = await buildFixture((dir) =>
      edit(path.join(dir, 'src/config/site.config.ts'), (text) =>
        text.replace("{ type: 'localeDropdown', position: 'right' }", "{ type: 'joke', position: 'right' } as never"),
      ),
    );
    expect(code).not.toBe(0);
    expect(output).toContain('Invalid site config (src/config/site.config.ts)');
    expect(output).toContain('navbar.items[3].type: found "joke"; expected one of "default", "doc"');
  });

  test('two docs on one route warn, naming both files, and the build goes on', async () => {
    const { code, output } = await buildFixture(async (dir) => {
      const copy = (await fs.readFile(path.join(dir, 'content/docs/wants.mdx'), 'utf8')).replace(
        /^sidebar_position: .*\n/m,
        '',
      );
      await fs.writeFile(path.join(dir, 'content/docs/wants-draft.mdx'), copy);
    });
    expect(output).toContain(
      'Duplicate route /wants: content/docs/wants-draft.mdx, content/docs/wants.mdx all claim it; content/docs/wants.mdx is served.',
    );
    expect(code).toBe(0);
  });
});
