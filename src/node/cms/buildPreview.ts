import { build, version as esbuildVersion, type Metafile, type OutputFile, type Plugin } from 'esbuild';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { digestOf, digestOfCode } from '../gatsby/buildDigest';
import { cacheVersion } from '../webpack/versionedCache';

/** Options of `buildCmsPreview`. */
export interface CmsPreviewOptions {
  /** Where preview.js, preview.css and the chunks (in `preview-chunks/`) go: the CMS's folder, `public/admin`. */
  outDir: string;
  /** Names of the Decap collections that hold docs; each gets the doc preview. */
  docCollections: readonly string[];
  /** The site's path prefix (`/docs`), given to links to site routes in the preview; default ''. */
  pathPrefix?: string;
  /**
   * Where the last build recorded what it bundled from and wrote (a file of Gatsby's cache folder):
   * when the same code, options and input files would be bundled again and every file written is
   * still there, as written, nothing is bundled (1.6 to 1.9 s of each build and rebuild, measured).
   */
  record?: string;
}

/**
 * What a bundle was made from and what it wrote: its key (`previewKey`), the input files, relative
 * to the project, and each file written, relative to the output folder, with its size.
 */
interface PreviewRecord {
  key: string;
  inputs: string[];
  outputs: Record<string, number>;
}

/** The folder of `outDir` that holds the chunks; it is emptied on each build, so no stale chunk stays. */
export const PREVIEW_CHUNKS_DIR = 'preview-chunks';

/** The preview's browser code, relative to the project root (the working directory, as Gatsby runs). */
const ENTRY = 'src/cms/preview/index.ts';

/**
 * The stylesheet of the CMS's own page, for what the build's checks add to its form
 * (src/cms/checks/form.css): the site's tokens and those fields' styles, under the class names
 * preview.js gives them (one build).
 */
export const FORM_STYLESHEET = 'form.css';
const FORM_ENTRY = 'src/cms/checks/form.css';

/**
 * The MDX parser imports acorn and acorn-jsx requires it: both get its ES module, or the bundle
 * would hold acorn twice (120 KB each), its CommonJS build beside its ES module.
 */
const oneAcorn: Plugin = {
  name: 'one-acorn',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^acorn$/ }, ({ kind, resolveDir }) =>
      kind === 'require-call' ? esbuild.resolve('acorn', { kind: 'import-statement', resolveDir }) : undefined,
    );
  },
};

/**
 * The stylesheet of the body's sandboxed frame (src/cms/preview/bodyFrame.ts): preview.css as a
 * page with scripts sees it. No script may run in the frame, so `(scripting: none)` holds there,
 * but the preview's code works its controls from outside (tabs switch, code copies): the rules for
 * pages without scripts would hide them.
 */
export const FRAME_STYLESHEET = 'preview-frame.css';
const withScripting = (css: string) => css.replace(/@media\s*\(scripting:\s*none\)/g, '@media not all');

/**
 * A script for the admin page to load before decap-cms.js: Decap then waits for preview.js, which
 * starts it once the site's formats, previews and listeners are registered. Started on its own,
 * Decap can load an entry before a module script has run, and fails on a format it does not know yet.
 */
export const MANUAL_INIT_SCRIPT = 'manual-init.js';
const MANUAL_INIT = `// Decap CMS starts from preview.js (CMS.init()), once the site's registrations are in.
window.CMS_MANUAL_INIT = true;
`;

/** esbuild writes a CSS file for each chunk that imports CSS; the pages load only the entries', which hold it all. */
const isWritten = (file: OutputFile, outDir: string) =>
  !file.path.endsWith('.css') ||
  [path.join(outDir, 'preview.css'), path.join(outDir, FORM_STYLESHEET)].includes(file.path);

/**
 * Bundles the CMS's doc preview (src/cms/preview) for the browser: `preview.js`, an ES module to
 * load after decap-cms.js (`<script type="module" src="preview.js">`), which registers the doc
 * preview for each collection of `docCollections` and the site's styles (`preview.css`) for the
 * preview pane, then starts Decap (see MANUAL_INIT_SCRIPT) (and `preview-frame.css` for the body's frame). The MDX compiler, the highlighter and each of its languages and themes are chunks
 * loaded when first needed. The same inputs give the same files.
 */
export async function buildCmsPreview({
  outDir,
  docCollections,
  pathPrefix = '',
  record,
}: CmsPreviewOptions): Promise<void> {
  if (docCollections.length === 0 || docCollections.some((name) => typeof name !== 'string' || name === ''))
    throw new Error(
      `buildCmsPreview: docCollections must name the Decap collections that hold docs; found ${JSON.stringify(docCollections)}.`,
    );
  const out = path.resolve(outDir);
  const options = { docCollections, pathPrefix };
  if (record && (await stillWritten(record, out, options))) return;
  const started = Date.now() - CLOCK_TICK_MS;
  let files: OutputFile[];
  let metafile: Metafile;
  try {
    ({ outputFiles: files, metafile } = await build({
      entryPoints: { preview: path.resolve(ENTRY), form: path.resolve(FORM_ENTRY) },
      outdir: out,
      chunkNames: `${PREVIEW_CHUNKS_DIR}/[name]-[hash]`,
      bundle: true,
      platform: 'browser',
      format: 'esm',
      splitting: true,
      minify: true,
      target: 'es2022',
      loader: { '.module.css': 'local-css' },
      plugins: [oneAcorn],
      define: {
        'process.env.NODE_ENV': '"production"',
        TROVE_CMS_PREVIEW: JSON.stringify({ docCollections, pathPrefix }),
      },
      write: false,
      metafile: true,
      logLevel: 'silent',
    }));
  } catch (error) {
    throw new Error(`Could not bundle the CMS preview (${ENTRY}): ${(error as Error).message}`, { cause: error });
  }
  await rm(path.join(out, PREVIEW_CHUNKS_DIR), { recursive: true, force: true });
  await mkdir(path.join(out, PREVIEW_CHUNKS_DIR), { recursive: true });
  const written = files.filter((file) => isWritten(file, out));
  const stylesheet = written.find((file) => file.path === path.join(out, 'preview.css'));
  const contents = new Map<string, string | Uint8Array>([
    ...written.map((file) => [path.relative(out, file.path), file.contents] as const),
    ...(stylesheet ? [[FRAME_STYLESHEET, withScripting(stylesheet.text)] as const] : []),
    [MANUAL_INIT_SCRIPT, MANUAL_INIT],
  ]);
  await Promise.all([...contents].map(([file, content]) => writeFile(path.join(out, file), content)));
  if (record) {
    // What esbuild names without a file (`<define:...>`) is in the options, which the key holds.
    const inputs = Object.keys(metafile.inputs).filter((input) => !input.startsWith('<'));
    // An input saved while esbuild bundled may be in the key but not in the bundle: no record, so
    // the next build bundles again.
    if (await modifiedSince(inputs, started)) {
      await rm(record, { force: true });
      return;
    }
    const outputs = Object.fromEntries([...contents].map(([file, content]) => [file, Buffer.byteLength(content)]));
    const recorded: PreviewRecord = { key: previewKey(options, inputs), inputs, outputs };
    await mkdir(path.dirname(record), { recursive: true });
    await writeFile(record, JSON.stringify(recorded));
  }
}

/**
 * How far a file's modification time may be behind the clock it was saved by: Linux stamps files
 * with a coarse clock, up to a tick (4 to 10 ms) behind.
 */
const CLOCK_TICK_MS = 50;

/** Whether any of `files` was modified at or after `time` (milliseconds since the epoch). */
async function modifiedSince(files: readonly string[], time: number): Promise<boolean> {
  const stats = await Promise.all(files.map((file) => stat(file).catch(() => undefined)));
  return stats.some((found) => !found || found.mtimeMs >= time);
}

/**
 * The key of a bundle: the build's code (which holds esbuild's options), esbuild's version, the
 * preview's options and every input file's path and content, read again (16 MB in 60 ms here). A
 * package upgraded or a source edited changes an input, and so does an input gone.
 */
const previewKey = (options: object, inputs: readonly string[]): string =>
  digestOf(digestOfCode(), esbuildVersion, options, cacheVersion(inputs));

/** Whether the bundle `record` describes is the one these options and inputs make, and is written in `out` as it was. */
async function stillWritten(record: string, out: string, options: object): Promise<boolean> {
  try {
    const last = JSON.parse(await readFile(record, 'utf8')) as PreviewRecord;
    const sizes = await Promise.all(Object.keys(last.outputs).map((file) => stat(path.join(out, file))));
    if (Object.values(last.outputs).some((size, index) => sizes[index].size !== size)) return false;
    return last.key === previewKey(options, last.inputs);
  } catch {
    // No record, an unreadable one, or a file gone: bundled again.
    return false;
  }
}
