import { expect, type FrameLocator, type Page } from '@playwright/test';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildCmsPreview } from '../../src/node/cms/buildPreview';
import { adminPage, copyDecapBundle } from '../../src/node/cms/adminApp';
import { cmsContentSecurityPolicy, securityHeaders } from '../../src/lib/hosting/policy';
import { BODY_FRAME_TITLE } from '../../src/cms/preview/bodyFrame';
import { contentTypeOf } from '../../scripts/contentTypes.mjs';

/** The sandboxed frame in Decap's preview pane that shows the doc's body. */
export const bodyFrameOf = (preview: FrameLocator): FrameLocator =>
  preview.frameLocator(`iframe[title="${BODY_FRAME_TITLE}"]`);

/** Text as the editor shows it: Slate keeps empty lines as zero-width characters. */
const squeezed = (text: string) => text.replace(/[\s\uFEFF]+/g, ' ').trim();

/**
 * Replaces the editor's whole body, and checks that it holds that text and nothing more: Slate
 * syncs a click's selection after the event, so a select-all pressed before it lands can be undone
 * by it and leave part of the last body.
 */
export async function replaceBody(page: Page, text: string) {
  const editor = page.locator('[data-slate-editor="true"]');
  await expect(async () => {
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(text);
    expect(squeezed(await editor.innerText())).toBe(squeezed(text));
  }).toPass({ timeout: 15_000 });
}

/** The headers the hosts send for /admin/: the CMS's Content Security Policy (test-repo talks to no backend) and the rest. */
const CMS_HEADERS = securityHeaders(cmsContentSecurityPolicy([]));

/** The same, but without eval: what Decap would need to do without for the policy to drop `'unsafe-eval'`. */
const NO_EVAL_HEADERS = securityHeaders(cmsContentSecurityPolicy([]).replace("'unsafe-eval'", "'wasm-unsafe-eval'"));

/** Decap CMS with the doc preview, on the in-memory test-repo backend, which starts empty. */

/** One docs collection; the body is MDX, so the editor writes it as text (raw mode). */
const CONFIG_YML = `backend:
  name: test-repo
media_folder: static/img
collections:
  - name: docs
    label: Docs
    folder: content/docs
    extension: mdx
    format: frontmatter
    create: true
    fields:
      - { name: title, label: Title, widget: string }
      - { name: description, label: Description, widget: string }
      - { name: body, label: Body, widget: markdown, modes: [raw] }
`;

/** Where the same CMS is served under a policy without `'unsafe-eval'`. */
const NO_EVAL_PATH = '/no-eval/';

/** A page of the site beside the CMS: same origin, so it shares the CMS's storage. */
const SITE_PAGE = 'site.html';

/** Serves a folder's files on 127.0.0.1, on a free port, with the CMS's headers (without eval under `/no-eval/`). */
async function serveFolder(root: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const noEval = url.pathname.startsWith(NO_EVAL_PATH);
    const pathname = noEval ? url.pathname.slice(NO_EVAL_PATH.length - 1) : url.pathname;
    const headers = noEval ? NO_EVAL_HEADERS : CMS_HEADERS;
    const file = path.join(root, pathname === '/' ? 'index.html' : path.normalize(decodeURIComponent(pathname)));
    if (!file.startsWith(root)) return void response.writeHead(404).end();
    createReadStream(file)
      .on('open', () => response.writeHead(200, { ...headers, 'Content-Type': contentTypeOf(file) }))
      .on('error', () => (response.headersSent ? response.destroy() : response.writeHead(404).end()))
      .pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

export interface CmsSite {
  /** The CMS's page. */
  url: string;
  /** A page of the site, lighter than the CMS, for what a reader does on the site. */
  sitePageUrl: string;
  /** The CMS's page under its policy without `'unsafe-eval'`. */
  noEvalUrl: string;
  close(): Promise<void>;
}

/**
 * Builds the doc preview into a temporary folder with Decap CMS beside it, as the site's admin
 * page has them, and serves it. Needs no site build.
 */
export async function startCmsSite(): Promise<CmsSite> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cms-preview-e2e-'));
  await buildCmsPreview({ outDir: dir, docCollections: ['docs'] });
  await copyDecapBundle(dir);
  await writeFile(path.join(dir, 'index.html'), adminPage('Trove', ''));
  await copyFile(path.resolve('static/favicon.svg'), path.join(dir, 'favicon.svg'));
  await writeFile(path.join(dir, 'config.yml'), CONFIG_YML);
  await writeFile(path.join(dir, SITE_PAGE), '<!doctype html><title>Trove</title><link rel="icon" href="data:," />');
  const server = await serveFolder(dir);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url,
    sitePageUrl: `${url}${SITE_PAGE}`,
    noEvalUrl: `${url}${NO_EVAL_PATH.slice(1)}`,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
