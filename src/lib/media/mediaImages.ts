import { nearestMatch } from '../docs/suggest';
import { MEDIA_FOLDER } from './mediaFiles';

/** A picture's width and height in CSS pixels, as a browser shows it at its natural size. */
export interface ImageSize {
  width: number;
  height: number;
}

/**
 * What the build read of a file of media/: its picture's size, or nothing when it has none to read
 * (an SVG without width, height or viewBox, an ICO, a PDF).
 */
export type MediaFileReading = Partial<ImageSize>;

/** Where the content's media folder is: on disk, and as messages name it (`content/media`). */
export interface MediaFolderPlace {
  path: string;
  shown: string;
}

/** The content's media folder as the renderer reads it: in the build, on disk; the CMS preview has none. */
export interface MediaFolder {
  /** The folder as messages name it: `content/media`. */
  shown: string;
  /** What is read of a file by its name in the folder (`charts/trend.png`); nothing when the site serves no such file. */
  read(name: string): MediaFileReading | undefined;
  /** The names of the folder's files, for a message to suggest one. */
  names(): string[];
}

/** A file of media/ a doc shows, and what was read of it: what the doc's render depends on besides its text. */
export interface MediaUse extends MediaFileReading {
  name: string;
}

const MEDIA_PATH = `/${MEDIA_FOLDER}/`;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The file of media/ a path of this site names, as a browser and the server read it
 * (`/media/charts/Shelf%20one.png?v=2` is `charts/Shelf one.png`), or nothing for any other URL.
 */
export function mediaFileName(url: string): string | undefined {
  const sitePath = url.trim().replace(/[?#].*$/s, '');
  if (!sitePath.startsWith(MEDIA_PATH)) return undefined;
  const segments: string[] = [];
  for (const segment of sitePath.split('/').map(decoded)) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  return segments[0] === MEDIA_FOLDER && segments.length > 1 ? segments.slice(1).join('/') : undefined;
}

/** Why a media file named in content is not there, with the fix: the folder to add it to, or a file of it with a near name. */
export function missingMediaFile(name: string, media: MediaFolder): string {
  const near = nearestMatch(name, media.names());
  return (
    `there is no ${name} in ${media.shown}: add the file to that folder, or correct the path` +
    (near === undefined ? '' : ` (it holds ${near}: ${MEDIA_PATH}${encodeURI(near)})`)
  );
}

/**
 * Whether the files of media/ a render used read as they did then: not replaced by a picture of
 * another size, nor deleted. A render whose files changed is made again.
 */
export function mediaUsesCurrent(
  uses: readonly MediaUse[],
  read: (name: string) => MediaFileReading | undefined,
): boolean {
  return uses.every(({ name, width, height }) => {
    const now = read(name);
    return now !== undefined && now.width === width && now.height === height;
  });
}
