import { isSitePath } from '../../config/urlRule';
import { mediaFileName, missingMediaFile, type MediaFolder, type MediaUse } from '../media/mediaImages';
import type { DocFileData } from './docLinks';
import { isElement, walk, type ContentFile, type HastNode } from './hast';
import { failWithProblems, where, type FailingFile } from './problems';

/** The origin of the render error a doc image of media/ without its file stops a render with (`file.data`'s reader tells it apart). */
export const MISSING_MEDIA_ORIGIN = 'trove:missing-media';

/** What an image of the doc is to be: its attributes and the file of media/ it shows, or why the build stops. */
export type DocImage = { properties: Record<string, unknown>; use?: MediaUse } | { problem: string };

interface DocImageContext {
  /** Whether it is the doc's first image, often the largest thing its page paints: it is not loaded lazily. */
  first: boolean;
  /** The site's path prefix (`/docs`), or ''. */
  pathPrefix: string;
  /** The media folder, when the renderer reads it (the build; not the CMS preview). */
  media?: MediaFolder;
}

/**
 * What an image of this site (`/media/shelf.png`) gets: the path prefix, `decoding="async"`,
 * `loading="lazy"` unless it is the doc's first image, and for a file of media/, the width and
 * height its file has, so the page reserves its space before it loads. A file of media/ that is not
 * there is a problem naming the folder and a file of it with a near name. An image of another origin
 * (docs.imageOrigins) is left as written: nothing.
 */
export function docImage(src: string, { first, pathPrefix, media }: DocImageContext): DocImage | undefined {
  if (!isSitePath(src)) return undefined;
  const properties = { src: `${pathPrefix}${src}`, decoding: 'async', ...(first ? {} : { loading: 'lazy' }) };
  const name = mediaFileName(src);
  if (name === undefined || !media) return { properties };
  const reading = media.read(name);
  if (!reading) return { problem: `The image "${src}" has no file: ${missingMediaFile(name, media)}` };
  const { width, height } = reading;
  return {
    properties: { ...(width === undefined ? {} : { width, height }), ...properties },
    use: { name, ...reading },
  };
}

/**
 * Rehype plugin for the doc's images (`docImage`), in the order of the doc: the files of media/ it
 * shows go to `file.data.mediaUses`, for the render cache to check; images whose file is missing
 * fail the render, each with its place.
 */
export default function rehypeDocImages() {
  return (tree: HastNode, file: ContentFile & FailingFile) => {
    const pathPrefix = (file.data.doc as DocFileData | undefined)?.pathPrefix ?? '';
    const media = file.data.media as MediaFolder | undefined;
    const uses = new Map<string, MediaUse>();
    const problems: string[] = [];
    let first = true;
    walk(tree, (node) => {
      if (!isElement(node, 'img') || typeof node.properties.src !== 'string') return;
      const image = docImage(node.properties.src, { first, pathPrefix, media });
      first = false;
      if (!image) return;
      if ('problem' in image) problems.push(`${image.problem}${where(node)}`);
      else {
        node.properties = { ...node.properties, ...image.properties };
        if (image.use) uses.set(image.use.name, image.use);
      }
    });
    if (problems.length > 0) failWithProblems(file, problems, MISSING_MEDIA_ORIGIN);
    file.data.mediaUses = [...uses.values()];
  };
}
