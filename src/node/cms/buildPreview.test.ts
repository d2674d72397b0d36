/**
 * @jest-environment node
 */
import {
  appendFile,
  cp,
  mkdtemp,
  readdir,
  readFile,
  rm,
  stat,
  symlink,
  utimes,
  writeFile,
  mkdir,
} from 'node:fs/promises';
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

interface ProjectCopy {
  project: string;
  /** The CMS's folder in the copy, where the bundle is written. */
  out: string;
  record: string;
  /** Builds with a record, and tells whether preview.js was written: each build is followed by dating it long ago. */
  bundled: (options?: { pathPrefix?: string }) => Promise<boolean>;
}

/** Runs `run` in a project of its own, whose sources it may edit: a copy of `src` beside the installed packages. */
async function inProjectCopy(run: (copy: ProjectCopy) => Promise<void>): Promise<void> {
  const project = await outDir();
  // Dated as the sources are: a file saved just before a build would be bundled again by the next.
  await cp(path.resolve('src'), path.join(project, 'src'), { recursive: true, preserveTimestamps: true });
  await symlink(path.resolve('node_modules'), path.join(project, 'node_modules'));
  const out = path.join(project, 'public/admin');
  const record = path.join(project, '.cache/preview.json');
  const preview = path.join(out, 'preview.js');
  const longAgo = new Date('2001-01-01T00:00:00Z');
  const bundled = async (options: { pathPrefix?: string } = {}) => {
    await buildCmsPreview({ outDir: out, docCollections: ['docs'], record, ...options });
    const written = (await stat(preview)).mtime.getTime() !== longAgo.getTime();
    await utimes(preview, longAgo, longAgo);
    return written;
  };
  const cwd = process.cwd();
  process.chdir(project);
  try {
    await run({ project, out, record, bundled });
  } finally {
    process.chdir(cwd);
  }
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

  it('with a record, bundles again only when its code, options or input files changed, or a file it wrote did', async () => {
    await inProjectCopy(async ({ project, out, record, bundled }) => {
      expect(await bundled()).toBe(true);
      expect(await bundled()).toBe(false);
      await appendFile(path.join(project, 'src/cms/preview/index.ts'), '\n// An edit.\n');
      expect(await bundled()).toBe(true);
      expect(await bundled({ pathPrefix: '/docs' })).toBe(true);
      expect(await bundled({ pathPrefix: '/docs' })).toBe(false);
      const [chunk] = await readdir(path.join(out, PREVIEW_CHUNKS_DIR));
      await rm(path.join(out, PREVIEW_CHUNKS_DIR, chunk));
      expect(await bundled({ pathPrefix: '/docs' })).toBe(true);
      expect(await readdir(path.join(out, PREVIEW_CHUNKS_DIR))).toContain(chunk);
      await writeFile(path.join(out, FRAME_STYLESHEET), '');
      expect(await bundled({ pathPrefix: '/docs' })).toBe(true);
      await rm(record);
      expect(await bundled({ pathPrefix: '/docs' })).toBe(true);
    });
  });

  it('records nothing when an input is saved while it bundles, so the next build bundles again', async () => {
    await inProjectCopy(async ({ project, bundled }) => {
      let finished = false;
      const bundling = bundled().then(() => (finished = true));
      await new Promise((resolve) => setTimeout(resolve, 100));
      await appendFile(path.join(project, 'src/cms/preview/index.ts'), '\n// Saved while bundling.\n');
      expect(finished).toBe(false);
      await bundling;
      expect(await bundled()).toBe(true);
      expect(await bundled()).toBe(false);
    });
  });
});
