import crypto from 'node:crypto';
import fs from 'node:fs';
import fsPromises from 'node:fs/promises';
import path from 'node:path';
import type { MarkdownTwin } from '../../lib/content/twinLinks';

/**
 * Where docs' Markdown twins are kept between their render and the writing of the `.md` files, in
 * Gatsby's cache folder (a clean build empties it, and renders every doc again): one file per twin,
 * named by its digest, so a `Doc` node carries the digest alone and the build never holds every
 * doc's Markdown at once.
 */
const twinDir = () => path.resolve('.cache', 'trove-markdown-twins');

const fileOf = (digest: string) => path.join(twinDir(), `${digest}.json`);

/**
 * Keeps a twin, unless kept already, and returns its digest. The file calls are synchronous: a
 * twin is a few kilobytes, and the promise-based calls' own work (five for each twin) took 2.1 s of
 * Gatsby's main thread in a 3,000-doc build, on a core the render workers needed.
 */
export function storeTwin(twin: MarkdownTwin): string {
  const content = JSON.stringify(twin);
  const digest = crypto.createHash('sha256').update(content).digest('hex');
  const file = fileOf(digest);
  if (!fs.existsSync(file)) {
    // Written aside, then renamed: two docs with one body may store it at once.
    const aside = `${file}.${process.pid}.${crypto.randomUUID()}`;
    try {
      fs.writeFileSync(aside, content);
    } catch (error) {
      // The folder is made when the first twin finds it missing, not checked for each twin.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      fs.mkdirSync(twinDir(), { recursive: true });
      fs.writeFileSync(aside, content);
    }
    fs.renameSync(aside, file);
  }
  return digest;
}

/** The twin kept under `digest`; its file is gone only if part of the cache folder was deleted by hand. */
export async function readTwin(digest: string): Promise<MarkdownTwin> {
  try {
    return JSON.parse(await fsPromises.readFile(fileOf(digest), 'utf8')) as MarkdownTwin;
  } catch (error) {
    throw new Error(
      `A doc's Markdown twin is missing from ${path.relative(process.cwd(), twinDir())}: run \`npm run clean\` and build again.`,
      { cause: error },
    );
  }
}
