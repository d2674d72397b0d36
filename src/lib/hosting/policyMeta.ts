/**
 * The Content Security Policy in a page's own HTML, for hosts that send no headers (GitHub Pages):
 * a `<meta http-equiv>` element, which the build writes into every built page once the policy is
 * final (src/node/builtSite/readBuiltSite.ts).
 */

/** The element as the build writes it: one form, so the build finds its own element again. */
const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/;

/** Gatsby's first element of the head (cache-dir/default-html.js); the CMS page writes its own the HTML way. */
const CHARSET_META = /<meta charset="utf-8"\s*\/?>/i;
const HEAD_START = /<head(?:\s[^>]*)?>/i;

const attributeValue = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The element that carries `policy`, which `metaPolicy` (./policy.ts) has made fit for a meta element. */
export const policyMetaElement = (policy: string) =>
  `<meta http-equiv="Content-Security-Policy" content="${attributeValue(policy)}">`;

/**
 * `html` with its policy element carrying `policy`: the element the build wrote before is replaced,
 * or one is put first in the head, after the charset declaration, which must come within the first
 * 1,024 bytes, and before any script or style, which a meta policy does not cover when it comes
 * after them. A document without a head (a Gatsby slice, stitched into pages) is returned as it is.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const element = policyMetaElement(policy);
  if (POLICY_META.test(html)) return html.replace(POLICY_META, () => element);
  const anchor = CHARSET_META.exec(html) ?? HEAD_START.exec(html);
  if (!anchor) return html;
  const at = anchor.index + anchor[0].length;
  return `${html.slice(0, at)}${element}${html.slice(at)}`;
}

/** `html` without the build's policy element: a page read with it is the page as Gatsby wrote it. */
export const withoutPolicyMeta = (html: string): string => html.replace(POLICY_META, '');
