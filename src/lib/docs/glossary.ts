import { z } from 'zod';
import { formatKeyPath } from '../../config/parse';
import { DOC_ID_PART, DOC_ID_PART_RULE } from './ids';
import { closestMatch, closestMatches } from './suggest';
import type { DataFileRules, KeyedProblem } from './yamlFile';

/** The glossary of the content folder: the terms docs mark with `:term[...]`. */
export const GLOSSARY_FILE = 'glossary.yml';

/** A locale's translation of the glossary: `<content>/i18n/<locale>/glossary.yml`. */
export const glossaryTranslationPath = (locale: string) => `i18n/${locale}/glossary.yml`;

const words = (what: string) => z.string().trim().min(1).describe(what);

const termField = words('The term as the glossary names it, such as "have".');
const definitionField = words('One or two plain sentences: what readers see on the term. No Markdown.');
const aliasesField = z
  .array(words('Another way docs write the term, such as "haves".'))
  .describe('Other ways docs write the term: plurals and other forms, matched without regard to case.');

/** A name docs may give a term, as `:term[...]` matches it: case and runs of spaces do not count. */
export const termName = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Each entry's names that another entry also has: a use of one could not say which term it means. */
function sharedNames(
  glossary: Record<string, { term?: string; aliases?: string[] }>,
  report: (keyPath: PropertyKey[], message: string) => void,
): void {
  const owners = new Map<string, string>();
  for (const id of Object.keys(glossary)) owners.set(id, id);
  for (const [id, entry] of Object.entries(glossary)) {
    const names = [entry.term, ...(entry.aliases ?? [])];
    names.forEach((name, index) => {
      if (name === undefined) return;
      const owner = owners.get(termName(name));
      if (owner !== undefined && owner !== id)
        report(
          index === 0 ? [id, 'term'] : [id, 'aliases', index - 1],
          `a name no other term has ("${name}" is a name of the term ${owner})`,
        );
      else owners.set(termName(name), id);
    });
  }
}

/**
 * `<content>/glossary.yml`: each term docs may mark, by id, with the word it is, what it means and
 * the other ways docs write it. No two terms share a name (term, alias or id).
 */
export const glossaryFileSchema = z
  .record(
    z.string().regex(DOC_ID_PART, DOC_ID_PART_RULE),
    z.strictObject({ term: termField, definition: definitionField, aliases: aliasesField.optional() }),
  )
  .superRefine((glossary, context) =>
    sharedNames(glossary, (path, message) => context.addIssue({ code: 'custom', path, message })),
  );

export type GlossaryFile = z.output<typeof glossaryFileSchema>;

export const GLOSSARY_FILE_RULES: DataFileRules<typeof glossaryFileSchema> = {
  schema: glossaryFileSchema,
  keysDocumentedIn: 'term, definition, aliases',
  fix:
    'Fix the glossary: one id per term (lowercase letters, digits and dashes), with "term:", "definition:" ' +
    'and, if docs write it other ways, "aliases:" under it, indented (docs/glossary.md).',
};

/**
 * `<content>/i18n/<locale>/glossary.yml`: a locale's words for the glossary's terms, by the same ids;
 * what it leaves out stays as the glossary says it.
 */
export const glossaryTranslationSchema = z.record(
  z.string().regex(DOC_ID_PART, DOC_ID_PART_RULE),
  z.strictObject({
    term: termField.optional(),
    definition: definitionField.optional(),
    aliases: aliasesField.optional(),
  }),
);

export type GlossaryTranslation = z.output<typeof glossaryTranslationSchema>;

export const GLOSSARY_TRANSLATION_RULES: DataFileRules<typeof glossaryTranslationSchema> = {
  schema: glossaryTranslationSchema,
  keysDocumentedIn: 'term, definition, aliases',
  fix:
    'Fix the translation: the ids of the content\'s glossary.yml, each with the locale\'s "term:", ' +
    '"definition:" or "aliases:" under it, indented (docs/glossary.md).',
};

/** A term as its uses render: its id, the word, the definition and every name docs may give it (`termName`s, its id first). */
export interface GlossaryTerm {
  id: string;
  term: string;
  definition: string;
  names: string[];
}

/**
 * A locale's glossary from the content's and, if it has one, the locale's translation: an entry the
 * translation gives a term or aliases is named by them (and its id) in that locale's docs; its
 * problems (an id the glossary lacks, a name two terms share) name the id and the key.
 */
export function localeGlossary(
  file: GlossaryFile | undefined,
  translation?: GlossaryTranslation,
): { terms: GlossaryTerm[] } | { problems: KeyedProblem[] } {
  const base = file ?? {};
  const ids = Object.keys(base);
  const problems: KeyedProblem[] = [];
  for (const id of Object.keys(translation ?? {}))
    if (!Object.hasOwn(base, id))
      problems.push({
        keyPath: [id],
        text: `${id}: the glossary has no term of that id (${closestMatches(id, ids, 'its ids')}); translate one of its terms, or add the term to the glossary first`,
      });
  const merged = Object.fromEntries(
    ids.map((id) => {
      const own = translation?.[id];
      const renamed = own?.term !== undefined || own?.aliases !== undefined;
      return [
        id,
        {
          term: own?.term ?? base[id].term,
          definition: own?.definition ?? base[id].definition,
          aliases: renamed ? (own?.aliases ?? []) : (base[id].aliases ?? []),
        },
      ];
    }),
  );
  sharedNames(merged, (keyPath, message) =>
    problems.push({ keyPath, text: `${formatKeyPath(keyPath)}: expected ${message}` }),
  );
  if (problems.length > 0) return { problems };
  return {
    terms: Object.entries(merged).map(([id, { term, definition, aliases }]) => ({
      id,
      term,
      definition,
      names: [...new Set([id, term, ...aliases].map(termName))],
    })),
  };
}

/** What `:term[label]` (or `:term[label]{id=...}`) stands for among `terms`: the id given, else the term the label names. */
export function termOf(
  terms: readonly GlossaryTerm[],
  label: string,
  id: string | undefined,
): GlossaryTerm | undefined {
  const name = termName(label);
  return terms.find((term) => (id === undefined ? term.names.includes(name) : term.id === id));
}

/** What to write instead of a use of a term `terms` lack: the closest name (or id) it has. */
export function unknownTermFix(terms: readonly GlossaryTerm[], label: string, id: string | undefined): string {
  const candidates = id === undefined ? terms.flatMap((term) => term.names) : terms.map((term) => term.id);
  const closest = closestMatch(id ?? termName(label), candidates);
  if (!closest) return 'the glossary defines no term yet; add it there';
  return `the closest defined ${id === undefined ? 'term' : 'id'} is "${closest.candidate}"; write that, or add the term to the glossary`;
}

/**
 * A use of a term as its source reads: `:term[words]`, `:term[words]{id=have}` or `:term{id=have}`
 * (the words may hold escaped brackets, and one level of brackets).
 */
const TERM_USE = /:term(?:\[((?:\\.|\[[^\]]*\]|[^\]\\])*)\])?(?:\{([^}]*)\})?/g;
/** The id an attribute list gives: `id=have`, `id="have"`, `#have`. */
const ID_ATTRIBUTE = /(?:^|\s)(?:id=["']?|#)([a-z0-9][a-z0-9-]*)/;
/** A backslash escaping punctuation in Markdown, gone from the text it stands for. */
const ESCAPE = /\\(?=[!-/:-@[-`{-~])/g;

/** Each glossary's terms by name, made once per glossary. */
const byName = new WeakMap<readonly GlossaryTerm[], Map<string, GlossaryTerm>>();
function termsByName(terms: readonly GlossaryTerm[]): Map<string, GlossaryTerm> {
  let names = byName.get(terms);
  if (!names) byName.set(terms, (names = new Map(terms.flatMap((term) => term.names.map((name) => [name, term])))));
  return names;
}

/**
 * The terms a doc's body uses, as its source reads (by id, or by the words' name), or undefined
 * when it marks no term: what its render is given, so an edit to one term renders again only the
 * docs that show it. Words that read otherwise once parsed (an HTML entity, markup) find nothing
 * here; the render then fails on them, and is made again with the whole glossary.
 */
export function termsNamedIn(body: string, terms: readonly GlossaryTerm[]): GlossaryTerm[] | undefined {
  if (!body.includes(':term')) return undefined;
  const named = new Set<GlossaryTerm>();
  let marked = false;
  for (const [, words, attributes] of body.matchAll(TERM_USE)) {
    if (words === undefined && attributes === undefined) continue;
    marked = true;
    const id = attributes === undefined ? undefined : ID_ATTRIBUTE.exec(attributes)?.[1];
    const term =
      id === undefined
        ? termsByName(terms).get(termName((words ?? '').replace(ESCAPE, '')))
        : terms.find((each) => each.id === id);
    if (term) named.add(term);
  }
  return marked ? terms.filter((term) => named.has(term)) : undefined;
}
