import { mediaFileAtKey } from '../media/mediaFileAtKey';
import type { MediaFolder } from '../media/mediaImages';
import { docFileLines } from './frontMatter';

/**
 * The file of media/ a doc's front matter `image` names (the picture shown when the page is
 * shared), with what was read of it; or, when the file is missing, the problem on its line of the
 * doc's file. Nothing for no image, or one of another site.
 */
export function shareImageOf(docText: string, image: string | undefined, media: MediaFolder) {
  const { lines, close } = docFileLines(docText);
  // The front matter starts on the file's second line, after its `---`.
  return mediaFileAtKey(lines.slice(1, close).join('\n'), ['image'], image, media, 2);
}
