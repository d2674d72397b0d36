import { svgProblems } from './svgCheck';

/*
 * The content's media/ folder: images and downloads editors upload in the CMS or commit, served at
 * /media/ on the site's own origin. Whatever a browser could run there (an HTML page, a script, an
 * SVG with a script) would run as the site, so the folder holds only files of the kinds below,
 * each checked.
 */

/** The content folder's media folder, served at /media/. */
export const MEDIA_FOLDER = 'media';

/**
 * The largest media file, in bytes: a large screenshot saved as PNG is 1 to 3 MB. The files live in
 * the content repository's history for good, the CMS uploads them through the Git host's API in
 * one request, and readers on phones download them.
 */
export const MEDIA_SIZE_LIMIT = 5 * 1024 * 1024;

/**
 * The kinds of file media/ may hold, by extension (any case): pictures and downloads a browser
 * shows or saves but does not run. SVG is checked as well (`svgProblems`). No HTML, XML, JavaScript
 * or CSS, which would run or style pages as the site.
 */
export const MEDIA_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'ico', 'svg', 'pdf', 'csv', 'txt', 'zip'];

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Whether a file is an SVG, by its extension in any case (a host serves `.SVG` as an SVG too). */
export const isSvgFile = (name: string): boolean => /\.svg$/i.test(name);

/**
 * Why a file may not be served from media/ (its name, its size and, for an SVG, its bytes), one
 * line each with what to do; none if it may.
 */
export function mediaFileProblems(name: string, size: number, read: () => Uint8Array): string[] {
  const extension = /\.([^./]+)$/.exec(name)?.[1].toLowerCase();
  if (extension === undefined || !MEDIA_EXTENSIONS.includes(extension))
    return [
      `media/ holds only ${MEDIA_EXTENSIONS.map((kind) => `.${kind}`).join(', ')} files, which a browser shows or ` +
        'saves without running them: move this file elsewhere, or link to where it is published',
    ];
  if (size > MEDIA_SIZE_LIMIT)
    return [
      `${megabytes(size)}, over the limit of ${megabytes(MEDIA_SIZE_LIMIT)} a media file: compress it ` +
        '(an image: export it as WebP or JPEG, at the width it is shown) or link to where it is published',
    ];
  return isSvgFile(name) ? svgProblems(read()) : [];
}
