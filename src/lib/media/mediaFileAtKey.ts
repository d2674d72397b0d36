import { formatKeyPath } from '../../config/parse';
import { lineOfKey } from '../docs/yamlFile';
import { mediaFileName, missingMediaFile, type MediaFolder, type MediaUse } from './mediaImages';

/**
 * The file of media/ a key of a YAML text names (`image: /media/card.png`), with what was read of
 * it; or, when the file is missing, the problem on the key's line, counted from `firstLine`
 * (`line 5: image: found "/media/card.png"; there is no card.png in content/media: …`). Nothing for
 * a URL that is no file of media/.
 */
export function mediaFileAtKey(
  yamlText: string,
  keyPath: readonly PropertyKey[],
  url: string | undefined,
  media: MediaFolder,
  firstLine = 1,
): { use: MediaUse } | { problem: string } | undefined {
  const name = url === undefined ? undefined : mediaFileName(url);
  if (name === undefined) return undefined;
  const reading = media.read(name);
  if (reading) return { use: { name, ...reading } };
  const line = lineOfKey(yamlText, keyPath);
  return {
    problem:
      `${line === undefined ? '' : `line ${line + firstLine - 1}: `}${formatKeyPath(keyPath)}: found "${url}"; ` +
      missingMediaFile(name, media),
  };
}
