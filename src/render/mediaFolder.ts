import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { ImageSize, MediaFileReading, MediaFolder, MediaFolderPlace } from '../lib/media/mediaImages';

/**
 * How much of a picture is read for its size: PNG, GIF and WebP give it in their first 30 bytes, a
 * JPEG after its metadata (EXIF, a colour profile), which can take tens of kilobytes. A file whose
 * size is not in these is read whole (media files are 5 MB at most).
 */
const HEAD_BYTES = 64 * 1024;

/**
 * The kinds of picture whose size is read. An ICO holds pictures of several sizes, of which the
 * browser picks one; a PDF or a CSV is no picture.
 */
const SIZED_PICTURE = /\.(?:png|jpe?g|gif|webp|avif|svg)$/i;

function sizeOf(bytes: Uint8Array): ImageSize | undefined {
  try {
    const { width, height, orientation } = imageSize(bytes);
    if (!(width > 0 && height > 0)) return undefined;
    // EXIF orientations 5 to 8 turn the picture a quarter turn, and browsers show it turned.
    return orientation !== undefined && orientation >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    return undefined;
  }
}

function headOf(file: string, bytes: number): Uint8Array {
  const head = new Uint8Array(bytes);
  const handle = fs.openSync(file, 'r');
  try {
    return head.subarray(0, fs.readSync(handle, head, 0, bytes, 0));
  } finally {
    fs.closeSync(handle);
  }
}

function readPicture(file: string, bytes: number): MediaFileReading {
  if (!SIZED_PICTURE.test(file)) return {};
  const fromHead = sizeOf(headOf(file, Math.min(bytes, HEAD_BYTES)));
  return fromHead ?? (bytes > HEAD_BYTES ? sizeOf(fs.readFileSync(file)) : undefined) ?? {};
}

/** A file of the folder the site serves: not a folder, nor a name starting with a dot (publishMedia leaves those out). */
function servedFile(folder: string, name: string): fs.Stats | undefined {
  if (name.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  const stat = fs.statSync(path.join(folder, name), { throwIfNoEntry: false });
  return stat?.isFile() ? stat : undefined;
}

/**
 * The content's media folder on disk, as the renderer and the render cache read it: each file's
 * picture size from its first bytes (image-size); nothing for a file the site does not serve
 * (src/node/media/publishMedia.ts).
 */
export function readMediaFolder({ path: folder, shown }: MediaFolderPlace): MediaFolder {
  return {
    shown,
    read(name) {
      const stat = servedFile(folder, name);
      return stat ? readPicture(path.join(folder, name), stat.size) : undefined;
    },
    names: () =>
      fs.existsSync(folder)
        ? fs
            .readdirSync(folder, { recursive: true, encoding: 'utf8' })
            .map((name) => name.split(path.sep).join('/'))
            .filter((name) => servedFile(folder, name))
            .sort()
        : [],
  };
}
