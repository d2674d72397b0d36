import type { DocCategory } from './category';
import { docIdOf, fileNameOf } from './ids';
import type { SidebarDoc, SidebarSources } from './resolveSidebars';
import { docRoute } from '../paths';

/** A fixture doc from its file inside the docs folder: id and route as the build gives them. */
export function fixtureDoc(docsPath: string, extra: Partial<SidebarDoc> & { frontMatterId?: string } = {}): SidebarDoc {
  const { frontMatterId, ...rest } = extra;
  const id = docIdOf(docsPath, frontMatterId);
  const title = fileNameOf(docsPath).replace(/^./, (letter) => letter.toUpperCase());
  return { id, route: docRoute('/', id, 'index'), title, docsPath, ...rest };
}

/** Sidebar sources from fixture docs, drafts and category files. */
export function fixtureSources(
  docs: readonly SidebarDoc[],
  {
    drafts = [],
    categories = [],
  }: { drafts?: string[]; categories?: Array<Omit<DocCategory, 'file' | 'version'>> } = {},
): SidebarSources {
  return {
    docs: new Map(docs.map((doc) => [doc.id, doc])),
    draftIds: new Set(drafts),
    categories: new Map(
      categories.map((category) => [
        category.folder,
        { ...category, version: 'current', file: `content/docs/${category.folder}/_category_.yml` },
      ]),
    ),
  };
}
