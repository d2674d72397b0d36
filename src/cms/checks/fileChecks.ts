import { navigationFiles } from '../../config/navigationFiles';
import siteConfig from '../../config/site.config';
import { DOCS_FOLDER_KEY } from '../../lib/cms/buildChecks';
import { knownReferences, navigationEntryProblems } from '../../lib/cms/entryProblems';
import { parseDocFile, type DocFile } from '../../lib/docs/frontMatter';
import { DOC_ID_FIX, docIdProblems } from '../../lib/docs/ids';
import { DataFileError } from '../../lib/docs/yamlFile';
import { parseNavigationFile } from '../../lib/navigationFile';
import { renderBodyOnce } from '../preview/bodyRenders';
import { describeMessage } from '../preview/view';

/** Decap's config, as far as the checks read it: where the docs and the navigation files are. */
export interface DecapConfig {
  publish_mode?: string;
  collections?: Array<{
    name: string;
    folder?: string;
    extension?: string;
    [DOCS_FOLDER_KEY]?: string;
    files?: Array<{ name: string; file: string; fields?: unknown }>;
  }>;
}

/** Checks the text of one file, giving the build's message for each problem. */
export type FileCheck = (text: string) => Promise<string[]>;

async function docProblems(path: string, docsPath: string, text: string, pathPrefix: string): Promise<string[]> {
  let doc: DocFile;
  try {
    doc = parseDocFile(path, text);
  } catch (error) {
    if (error instanceof DataFileError) return [error.message];
    throw error;
  }
  const idProblems = docIdProblems(docsPath, doc.frontMatter.id);
  if (idProblems.length > 0) return [new DataFileError(path, idProblems, DOC_ID_FIX).message];
  const result = await renderBodyOnce({ body: doc.body, docsPath, pathPrefix });
  // Lines of the body, as the body editor numbers them.
  return 'error' in result ? [`${path}: the body does not compile: ${describeMessage(result.error)}`] : [];
}

function navigationProblems(path: string, part: keyof typeof navigationFiles, fields: unknown, text: string): string[] {
  let value: unknown;
  try {
    value = parseNavigationFile(part, path, text);
  } catch (error) {
    if (error instanceof DataFileError) return [error.message];
    throw error;
  }
  const known = knownReferences(fields, siteConfig.docs.versions);
  return navigationEntryProblems(part, value, known).map(({ message }) => `${path}: ${message}`);
}

const folderOf = (path: string) => path.slice(0, Math.max(path.lastIndexOf('/'), 0));

/**
 * The build's checks of a file the CMS writes (`path` as its backend names it, from the config's
 * collections): a doc's front matter, file name and body, as the build reads a doc (parseDocFile,
 * docIdProblems, the compile); a navigation file's keys and what it points at (parseNavigationFile,
 * the references the CMS knows). Undefined for a file the build does not check this way (media).
 */
export function fileCheckOf(path: string, config: DecapConfig, pathPrefix: string): FileCheck | undefined {
  for (const collection of config.collections ?? []) {
    const docsFolder = collection[DOCS_FOLDER_KEY];
    const folder = collection.folder?.replace(/\/+$/, '');
    if (docsFolder !== undefined && folder === folderOf(path) && path.endsWith(`.${collection.extension}`)) {
      const file = path.slice(folder.length + (folder ? 1 : 0));
      const docsPath = docsFolder ? `${docsFolder}/${file}` : file;
      return (text) => docProblems(path, docsPath, text, pathPrefix);
    }
    const navigation = collection.files?.find((candidate) => candidate.file === path);
    if (navigation && navigation.name in navigationFiles) {
      const part = navigation.name as keyof typeof navigationFiles;
      return async (text) => navigationProblems(path, part, navigation.fields, text);
    }
  }
  return undefined;
}
