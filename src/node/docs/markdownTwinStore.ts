import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MarkdownTwin } from '../../lib/content/twinLinks';

/**
 * Where docs' Markdown twins are kept between their render and the writing of the `.md` files, in
 * Gatsby's cache folder (a clean build empties it, and renders every doc again): one file per twin,
 * named by its digest, so a `Doc` node carries the digest alone and the build never holds every
 * doc's Markdown at once.
 */
const TWIN_DIR = path.resolve('.cache', 'trove-markdown-twins');

const fileOf = (digest: string) => path.join(TWIN_DIR, `${digest}.json`);

/** Keeps a twin, unless kept already, and returns its digest. */
export async function storeTwin(twin: MarkdownTwin): Promise<string> {
  const content = JSON.stringify(twin);
  const digest = crypto.createHash('sha256').update(content).digest('hex');
  const file = fileOf(digest);
  const kept = await fs.stat(file).then(
    () => true,
    () => false,
  );
  if (!kept) {
    await fs.mkdir(TWIN_DIR, { recursive: true });
    // Written aside, then renamed: two docs with one body may store it at once.
    const aside = `${file}.${process.pid}.${crypto.randomUUID()}`;
    await fs.writeFile(aside, content);
    await fs.rename(aside, file);
  }
  return digest;
}

/** The twin kept under `digest`; its file is gone only if part of the cache folder was deleted by hand. */
export async function readTwin(digest: string): Promise<MarkdownTwin> {
  try {
    return JSON.parse(await fs.readFile(fileOf(digest), 'utf8')) as MarkdownTwin;
  } catch (error) {
    throw new Error(
      `A doc's Markdown twin is missing from ${path.relative(process.cwd(), TWIN_DIR)}: run \`npm run clean\` and build again.`,
      { cause: error },
    );
  }
}
