import fs from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { isSvgFile, MEDIA_FOLDER, mediaFileProblems } from '../../lib/media/mediaFiles';
import { svgProblems } from '../../lib/media/svgCheck';
import { contentRoot, displayPath, mediaFolderPlace } from '../content/contentRoot';
import { linkOutOfContent } from '../content/insideContent';
import { ERROR_IDS } from '../errors/errorMap';

/** A file of a folder being published: its path relative to the folder, with `/`, and on disk. */
interface FolderFile {
  name: string;
  file: string;
}

/**
 * The files under `folder`, or the problems of links in it that lead out of `root`. A link that
 * stays inside is followed, once per real folder so a link to a parent cannot loop. Names starting
 * with a dot (.gitkeep, .DS_Store) are left out: editors' tools write them, and they are not served.
 */
function filesUnder(folder: string, root: string): { files: FolderFile[]; problems: string[] } {
  const files: FolderFile[] = [];
  const problems: string[] = [];
  const visited = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    visited.add(fs.realpathSync(dir));
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const file = path.join(dir, entry.name);
      const name = `${prefix}${entry.name}`;
      const linkOut = entry.isSymbolicLink() ? linkOutOfContent(file, root) : undefined;
      if (linkOut) problems.push(linkOut);
      else if (fs.statSync(file).isDirectory()) {
        if (!visited.has(fs.realpathSync(file))) walk(file, `${name}/`);
      } else files.push({ name, file });
    }
  };
  if (fs.existsSync(folder)) walk(folder, '');
  return { files, problems };
}

/** Fails the build listing every problem, each naming its file and what to do. */
function fail(reporter: Reporter, heading: string, problems: string[]): void {
  reporter.panicOnBuild({
    id: ERROR_IDS.media,
    context: { message: `${heading}:\n${problems.map((line) => `  - ${line}`).join('\n')}` },
  });
}

/**
 * Checks the content's media/ folder and copies it to public/media/, where docs show its files
 * (`![Shelf](/media/shelf.png)`): only kinds of file a browser does not run, each under the size
 * limit, SVGs without scripts or references to other sites, no link out of the content folder
 * (src/lib/media/mediaFiles.ts). Any problem stops the build naming every file and the fix, and
 * nothing is copied. The project's static/ SVGs are checked the same way, since they are served
 * from the same origin. Run at bootstrap, so `gatsby develop` serves the files too.
 */
export function publishMedia(reporter: Reporter): void {
  const root = contentRoot();
  const media = mediaFolderPlace().path;
  const { files, problems } = filesUnder(media, root);
  for (const { name, file } of files) {
    const own = mediaFileProblems(name, fs.statSync(file).size, () => fs.readFileSync(file));
    problems.push(...own.map((problem) => `${displayPath(file)}: ${problem}`));
  }
  const staticFolder = path.resolve('static');
  // static/ is the project's own: its links may lead anywhere, and every SVG they lead to is checked.
  const staticProblems = filesUnder(staticFolder, path.parse(staticFolder).root)
    .files.filter(({ name }) => isSvgFile(name))
    .flatMap(({ name, file }) => svgProblems(fs.readFileSync(file)).map((problem) => `static/${name}: ${problem}`));
  if (problems.length > 0) fail(reporter, 'Media files the site cannot serve', problems);
  if (staticProblems.length > 0) fail(reporter, 'SVG files the site cannot serve, in static/', staticProblems);
  if (problems.length > 0 || staticProblems.length > 0) return;

  const published = path.resolve('public', MEDIA_FOLDER);
  // Files deleted from media/ since the last build go from public/ too.
  fs.rmSync(published, { recursive: true, force: true });
  for (const { name, file } of files) {
    fs.mkdirSync(path.dirname(path.join(published, name)), { recursive: true });
    fs.copyFileSync(file, path.join(published, name));
  }
}
