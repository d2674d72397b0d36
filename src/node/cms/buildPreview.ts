import { build, type OutputFile, type Plugin } from 'esbuild';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Options of `buildCmsPreview`. */
export interface CmsPreviewOptions {
  /** Where preview.js, preview.css and the chunks (in `preview-chunks/`) go: the CMS's folder, `public/admin`. */
  outDir: string;
  /** Names of the Decap collections that hold docs; each gets the doc preview. */
  docCollections: readonly string[];
  /** The site's path prefix (`/docs`), given to links to site routes in the preview; default ''. */
  pathPrefix?: string;
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
export async function buildCmsPreview({ outDir, docCollections, pathPrefix = '' }: CmsPreviewOptions): Promise<void> {
  if (docCollections.length === 0 || docCollections.some((name) => typeof name !== 'string' || name === ''))
    throw new Error(
      `buildCmsPreview: docCollections must name the Decap collections that hold docs; found ${JSON.stringify(docCollections)}.`,
    );
  const out = path.resolve(outDir);
  let files: OutputFile[];
  try {
    ({ outputFiles: files } = await build({
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
      logLevel: 'silent',
    }));
  } catch (error) {
    throw new Error(`Could not bundle the CMS preview (${ENTRY}): ${(error as Error).message}`, { cause: error });
  }
  await rm(path.join(out, PREVIEW_CHUNKS_DIR), { recursive: true, force: true });
  await mkdir(path.join(out, PREVIEW_CHUNKS_DIR), { recursive: true });
  const written = files.filter((file) => isWritten(file, out));
  const stylesheet = written.find((file) => file.path === path.join(out, 'preview.css'));
  await Promise.all([
    ...written.map((file) => writeFile(file.path, file.contents)),
    ...(stylesheet ? [writeFile(path.join(out, FRAME_STYLESHEET), withScripting(stylesheet.text))] : []),
    writeFile(path.join(out, MANUAL_INIT_SCRIPT), MANUAL_INIT),
  ]);
}
