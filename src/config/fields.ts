import { z } from 'zod';
import { urlProblem, type UrlKind } from './urlRule';

/* Field types shared by the site settings and the navigation schemas. */

/**
 * A field that holds a URL of the `kinds` given, by the URL rule (`urlRule.ts`), which also says
 * why another value is refused. `formPattern` is the same rule, looser, as a regular expression,
 * for the CMS's form, which checks a field with a regular expression only: a refusal by the rule
 * ends the checks, so the pattern never adds a message of its own.
 */
function urlField(kinds: readonly UrlKind[], expected: string, formPattern: RegExp) {
  return z
    .string()
    .superRefine((url, ctx) => {
      const problem = urlProblem(url, kinds);
      if (problem)
        ctx.addIssue({ code: 'custom', input: url, message: `${expected} (this one ${problem})`, continue: false });
    })
    .regex(formPattern, expected);
}

/** A path of this site such as `/wants`: one slash first, since `//host` and `/\host` lead to another site. */
export const sitePath = urlField(
  ['site-path'],
  'a path of this site starting with one "/", such as "/wants"',
  /^\/(?![/\\])/,
);

/** An address on another site, opened as an external link: `https://…`, `http://…` or `mailto:…`. */
export const externalUrl = urlField(
  ['web', 'mailto'],
  'the address of another site, such as "https://trove.app", or "mailto:…"',
  /^(?:https?:\/\/[^\s/\\]|mailto:\S)/,
);

/**
 * The image a page shows when it is shared: a file of the content's media folder, served at
 * `/media/` (src/lib/media), or an https address; nothing else of this site is an image.
 */
export const shareImage = urlField(
  ['site-path', 'web'],
  'a file of the media folder such as "/media/wants.png", or an https address such as "https://trove.app/card.png"',
  /^(?:\/media\/[^\s/\\]|https:\/\/[^\s/\\])/,
);

/** A link that may go to a page of this site or to another site. */
export const siteOrExternalUrl = urlField(
  ['site-path', 'web', 'mailto'],
  'a path of this site such as "/wants", or the address of another site such as "https://trove.app"',
  /^(?:\/(?![/\\])|https?:\/\/[^\s/\\]|mailto:\S)/,
);

/** The `http(s)` address of a site, such as where this one is served. */
export const webAddress = urlField(
  ['web'],
  'an http(s) address such as "https://docs.trove.app"',
  /^https?:\/\/[^\s/\\]/,
);

/** A colour as `#rrggbb`. */
export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a hex colour like "#0f6e5a"');

/** Text the reader sees. */
const label = z.string().min(1).describe('Text of the link.');

/** Where a link goes, as the CMS's forms explain it: a link takes one of the two. */
export const linkTo = sitePath.describe('A page of this site, such as /wants; fill in this or Href, not both.');
export const linkHref = externalUrl.describe(
  'An address on another site, such as https://trove.app, or mailto:…; fill in this or To, not both.',
);

/**
 * A link is either internal (`to`, a site path) or external (`href`, an absolute URL). Each shape
 * holds the label too, so a link with a bad target is closest to the shape it meant, and its
 * message names the key to fix.
 */
export const linkItem = z.union(
  [
    z.strictObject({
      label,
      /** Site-relative path. @example '/wants' */
      to: linkTo,
    }),
    z.strictObject({
      label,
      /** Absolute URL, opened as an external link. @example 'https://github.com/trove-app' */
      href: linkHref,
    }),
  ],
  'a link target: "to" with a site path such as "/wants", or "href" with an absolute URL (one of the two)',
);
