import crypto from 'node:crypto';
import fs from 'node:fs';
import { readBuiltHtml, type BuiltHtml } from '../../lib/builtSite/builtHtml';
import { withPolicyMeta, withoutPolicyMeta } from '../../lib/hosting/policyMeta';

/** One built page to read: its file, the policy it must hold, and the digest of its HTML when last read. */
export interface PageFileTask {
  file: string;
  policy: string;
  digestBefore?: string;
}

/** What reading a page's file gives; `parsed` is absent when its HTML is the one read before. */
export interface PageFileRead {
  digest: string;
  compilationHash?: string;
  parsed?: BuiltHtml;
}

/**
 * Gatsby's compilation hash, which every page holds in an inline script. The first build after a
 * cold one changes it on every page though nothing else changed, so pages are read and compared
 * with it left out (and without the policy element, whose hashes change with it), and it is put
 * back in the scripts read, which the inline code check compares with Gatsby's own.
 */
const COMPILATION_HASH = /(window\.___webpackCompilationHash=")([^"]*)"/;

function withoutCompilationHash(html: string): { html: string; hash?: string } {
  const found = COMPILATION_HASH.exec(html);
  if (!found) return { html };
  return { html: html.replace(COMPILATION_HASH, '$1"'), hash: found[2] };
}

export const withCompilationHash = (script: string, hash: string | undefined) =>
  hash === undefined ? script : script.replace(COMPILATION_HASH, (_match, start: string) => `${start}${hash}"`);

/**
 * Reads one built page, writes into it the policy it must hold (a page that holds it already is not
 * written), and parses its HTML unless it is the HTML read before. Pure of any shared state, so
 * pages can be read in other processes (readPageFiles.ts).
 */
export function readPageFile({ file, policy, digestBefore }: PageFileTask): PageFileRead {
  const written = fs.readFileSync(file, 'utf8');
  const withPolicy = withPolicyMeta(written, policy);
  if (withPolicy !== written) fs.writeFileSync(file, withPolicy);
  const { html, hash } = withoutCompilationHash(withoutPolicyMeta(written));
  const digest = crypto.createHash('sha1').update(html).digest('base64');
  return { digest, compilationHash: hash, parsed: digest === digestBefore ? undefined : readBuiltHtml(html) };
}
