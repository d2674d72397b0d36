import { FILE_FORMATS, frontMatterFormat, SOURCE_TEXT_KEY, yamlFormat } from '../../lib/cms/fileFormats';
import { keyedYamlFormat } from '../../lib/cms/keyedFiles';
import type { Cms, ImmutableMap } from './cms';

/** Decap's entry data, an Immutable.js map. */
interface ImmutableData {
  set(key: string, value: unknown): ImmutableData;
}

/**
 * The entry's data with the file as the CMS loaded it (the entry's `raw`), for the format's `toFile`
 * to edit; nothing for a new entry. Decap hands `toFile` the data only, and reads what a `preSave`
 * listener returns as the data to save.
 */
export function withSourceText(entry: ImmutableMap): ImmutableData | undefined {
  const raw = entry.get('raw');
  return typeof raw === 'string' && raw !== ''
    ? (entry.get('data') as ImmutableData).set(SOURCE_TEXT_KEY, raw)
    : undefined;
}

/**
 * Registers the formats config.yml names (src/lib/cms/fileFormats.ts): a save writes into the file
 * only what the editor changed. Call it after registering other `preSave` listeners: one that ran
 * after it would see the loaded text in the data, and one that built new data would drop it.
 */
export function registerFileFormats(CMS: Cms): void {
  CMS.registerCustomFormat(FILE_FORMATS.frontMatter, 'mdx', frontMatterFormat);
  CMS.registerCustomFormat(FILE_FORMATS.yaml, 'yml', yamlFormat);
  CMS.registerCustomFormat(FILE_FORMATS.keyedYaml, 'yml', keyedYamlFormat);
  CMS.registerEventListener({ name: 'preSave', handler: ({ entry }) => withSourceText(entry) });
}
