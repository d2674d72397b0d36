/**
 * @jest-environment node
 */
import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  buildCmsPreview,
  FORM_STYLESHEET,
  FRAME_STYLESHEET,
  MANUAL_INIT_SCRIPT,
  PREVIEW_CHUNKS_DIR,
} from './buildPreview';

jest.setTimeout(60_000);

const temporary: string[] = [];
async function outDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cms-preview-'));
  temporary.push(dir);
  return dir;
}
afterAll(() => Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true }))));

/** Every file of a folder, by its path inside it, with its content. */
async function filesOf(dir: string): Promise<Record<string, string>> {
  const names = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = names.filter((entry) => entry.isFile());
  return Object.fromEntries(
    await Promise.all(
      files.map(async (file) => {
        const full = path.join(file.parentPath, file.name);
        return [path.relative(dir, full), await readFile(full, 'utf8')] as const;
      }),
    ),
  );
}

describe('buildCmsPreview', () => {
  it("writes preview.js, preview.css, the frame's stylesheet and the chunks, the same each time, and drops stale chunks", async () => {
    const [first, second] = [await outDir(), await outDir()];
    await mkdir(path.join(second, PREVIEW_CHUNKS_DIR));
    await writeFile(path.join(second, PREVIEW_CHUNKS_DIR, 'chunk-STALE.js'), '');
    await writeFile(path.join(second, 'config.yml'), 'backend: { name: test-repo }');
    const collections = ['docs', 'docs/guides'];
    await buildCmsPreview({ outDir: first, docCollections: collections });
    await buildCmsPreview({ outDir: second, docCollections: collections });

    const built = await filesOf(first);
    const { 'config.yml': config, ...rebuilt } = await filesOf(second);
    expect(config).toBe('backend: { name: test-repo }');
    expect(rebuilt).toEqual(built);
    const names = Object.keys(built);
    expect(names).toEqual(
      expect.arrayContaining(['preview.js', 'preview.css', FRAME_STYLESHEET, FORM_STYLESHEET, MANUAL_INIT_SCRIPT]),
    );
    expect(names.filter((name) => !name.startsWith(`${PREVIEW_CHUNKS_DIR}/`))).toHaveLength(5);
    // Decap waits for preview.js to start it, once the site's formats are registered.
    expect(built[MANUAL_INIT_SCRIPT]).toContain('window.CMS_MANUAL_INIT = true;');
    expect(names.filter((name) => name.endsWith('.css')).sort()).toEqual([
      'form.css',
      'preview-frame.css',
      'preview.css',
    ]);
    // The CMS's own page gets the styles of what the checks add to its form, in the site's tokens.
    expect(built[FORM_STYLESHEET]).toMatch(/--color-danger-text/);
    // The frame runs no script, but the preview works its controls: the rules for pages without scripts never apply there.
    expect(built['preview.css']).toContain('@media(scripting:none)');
    expect(built[FRAME_STYLESHEET]).not.toContain('scripting');
    expect(built[FRAME_STYLESHEET].replaceAll('@media not all', '@media(scripting:none)')).toBe(built['preview.css']);
    expect(Object.values(built).some((text) => text.includes(JSON.stringify(collections)))).toBe(true);
    // Languages are chunks of their own, loaded when a code block needs one.
    expect(names.some((name) => /^preview-chunks\/typescript-\w+\.js$/.test(name))).toBe(true);
  });

  it('says what to give when no collection is named', async () => {
    await expect(
      buildCmsPreview({ outDir: await outDir(), docCollections: [] }),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `"buildCmsPreview: docCollections must name the Decap collections that hold docs; found []."`,
    );
  });
});
