import { z } from 'zod';

/* Field types shared by the site settings and the navigation schemas. */

/** A site-relative path such as `/wants`: starts with a slash. */
export const sitePath = z.string().regex(/^\//, 'a path starting with "/"');

/** A link is either internal (`to`, a site path) or external (`href`, an absolute URL). */
const linkTarget = z.union(
  [
    z.strictObject({
      /** Site-relative path. @example '/wants' */
      to: sitePath,
    }),
    z.strictObject({
      /** Absolute URL, opened as an external link. @example 'https://github.com/trove-app' */
      href: z.url(),
    }),
  ],
  'a link target: "to" with a site path such as "/wants", or "href" with an absolute URL (one of the two)',
);

/** A colour as `#rrggbb`. */
export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a hex colour like "#0f6e5a"');

const labelled = z.strictObject({
  /** Text the reader sees. */
  label: z.string().min(1),
});

export const linkItem = labelled.and(linkTarget);
