import type { Navigation, NavbarSettings, Sidebars as SidebarsFile } from '../../config/navigationSchema';
import { parseKeyPath } from '../../config/parse';
import type { Version } from '../../config/schema';
import { frontMatterProblems } from '../docs/frontMatter';
import { docIdProblems } from '../docs/ids';
import { resolveSidebars, SidebarError, type SidebarDoc } from '../docs/resolveSidebars';
import { navbarReferenceProblems } from '../navbar';
import { navigationProblems } from '../navigationFile';
import type { KeyedProblem } from '../docs/yamlFile';

/** A problem the build would report for an entry of the CMS, and the top-level key (field) it is on. */
export interface EntryProblem {
  /** The key of the file the problem is on; undefined for the file as a whole. */
  field?: string;
  /** The build's words: the key path, what was found and what is expected. */
  message: string;
}

const onField = ({ keyPath, text }: KeyedProblem): EntryProblem => ({
  field: keyPath.length > 0 ? String(keyPath[0]) : undefined,
  message: text,
});

/** What the CMS knows of a doc entry when it checks it. */
export interface DocEntry {
  /** The front matter the CMS would write: the entry's data without its body, empty fields left out. */
  frontMatter: Record<string, unknown>;
  /** Its file inside the docs folder: `guides/alerts.mdx`; for a new doc, the name the CMS will give it. */
  docsPath: string;
  /** A doc not saved yet: its file name comes from its title. */
  isNew: boolean;
}

/**
 * The problems the build reports for a doc's front matter and file name (its id): the same checks
 * (frontMatterSchema, docIdProblems) and words, before the CMS writes the file. A file name problem is
 * on the title of a new doc, which gives the name, and on the id of a saved one, which the CMS does
 * not rename: an id in the front matter replaces the file name.
 */
export function docEntryProblems({ frontMatter, docsPath, isNew }: DocEntry): EntryProblem[] {
  const id = typeof frontMatter.id === 'string' ? frontMatter.id : undefined;
  const field = isNew ? 'title' : 'id';
  return [
    ...frontMatterProblems(frontMatter).map(onField),
    ...docIdProblems(docsPath, id).map((message) => ({ field, message })),
  ];
}

/** What navigation entries may point at, as the CMS offers it. */
export interface KnownReferences {
  /** Ids of the docs (drafts too). */
  docIds: readonly string[];
  sidebarIds: readonly string[];
  versions: readonly Version[];
}

/** Problem lines of the build's whole-site checks (`navbar.items[0].docId: ...`) about one file, on their keys in it. */
function ofFile(part: keyof Navigation, lines: readonly string[]): EntryProblem[] {
  const prefix = `${part}.`;
  return lines
    .filter((line) => line.startsWith(prefix))
    .map((line) => line.slice(prefix.length))
    .map((message) => ({ field: String(parseKeyPath(message.slice(0, message.indexOf(': ')))[0]), message }));
}

/** A doc as the sidebars see it, from its id alone: the id gives its folder. */
const sidebarDoc = (id: string): SidebarDoc => ({ id, route: '', title: id, docsPath: `${id}.mdx` });

function referenceProblems(part: keyof Navigation, data: unknown, known: KnownReferences): EntryProblem[] {
  if (part === 'navbar') {
    const sidebars = Object.fromEntries(known.sidebarIds.map((id) => [id, []]));
    const site = { navbar: data as NavbarSettings, sidebars, docs: { versions: known.versions } };
    return ofFile(part, navbarReferenceProblems(site, new Set(known.docIds)));
  }
  if (part !== 'sidebars') return [];
  try {
    const docs = new Map(known.docIds.map((id) => [id, sidebarDoc(id)]));
    resolveSidebars(data as SidebarsFile, { docs, draftIds: new Set(), categories: new Map() });
    return [];
  } catch (error) {
    if (!(error instanceof SidebarError)) throw error;
    return ofFile(part, error.problems);
  }
}

/**
 * The problems the build reports for a navigation file holding `data`: its schema (keys, types,
 * URLs, the announcement's colour contrast) and, once that holds, what it points at (docs, sidebars,
 * versions, folders) among what the CMS knows. The same checks and words as the build's.
 */
export function navigationEntryProblems(part: keyof Navigation, data: unknown, known: KnownReferences): EntryProblem[] {
  const problems = navigationProblems(part, data).map(onField);
  return problems.length > 0 ? problems : referenceProblems(part, data, known);
}

/**
 * The messages shown beside one field of a form: the problems on its key; the first field of the
 * form also shows those on keys the form has no field for (an unknown key, the file as a whole).
 */
export function messagesBeside(
  problems: readonly EntryProblem[],
  field: string,
  formFields: readonly string[],
): string[] {
  const placed = (problem: EntryProblem) =>
    problem.field === field || (field === formFields[0] && !formFields.includes(problem.field ?? ''));
  return problems.filter(placed).map((problem) => problem.message);
}

type FieldTree = {
  name?: unknown;
  widget?: unknown;
  options?: unknown;
  fields?: unknown;
  field?: unknown;
  types?: unknown;
};

const valuesOf = (options: unknown): string[] =>
  Array.isArray(options)
    ? options.map((option) => String(typeof option === 'object' && option !== null ? option.value : option))
    : [];

/**
 * The choices of the fields that offer options (selects, doc pickers) inside a form's typed lists,
 * by item type and key (`doc.id`), as decapFieldsOf writes them.
 */
function offeredChoices(fields: unknown, scope: string | undefined, into: Map<string, string[]>): void {
  if (!Array.isArray(fields)) return;
  for (const field of fields as FieldTree[]) {
    if (scope !== undefined && Array.isArray(field.options)) {
      const key = `${scope}.${String(field.name)}`;
      into.set(key, [...(into.get(key) ?? []), ...valuesOf(field.options)]);
    }
    offeredChoices(field.fields, scope, into);
    offeredChoices(field.field ? [field.field] : undefined, scope, into);
    if (Array.isArray(field.types))
      for (const type of field.types as FieldTree[]) offeredChoices(type.fields, String(type.name), into);
  }
}

/**
 * What a navigation form lets an entry point at, read from its fields (the CMS config): the docs its
 * doc pickers offer, the sidebars its sidebar pickers offer. The site's versions come with the site
 * config. `docIdsNow`, the docs there are as the pickers last read them from the backend, stands in
 * for the config's list of the build's docs once read: a doc published since is known, a deleted one is not.
 */
export function knownReferences(
  fields: unknown,
  versions: readonly Version[],
  docIdsNow?: readonly string[],
): KnownReferences {
  const choices = new Map<string, string[]>();
  offeredChoices(fields, undefined, choices);
  const docIds = docIdsNow ?? [...(choices.get('doc.id') ?? []), ...(choices.get('doc.docId') ?? [])];
  return { docIds: [...new Set(docIds)], sidebarIds: choices.get('docSidebar.sidebarId') ?? [], versions };
}
