import fs from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import type { z } from 'zod';
import siteConfig from '../../config/site.config';
import {
  GLOSSARY_FILE,
  GLOSSARY_FILE_RULES,
  GLOSSARY_TRANSLATION_RULES,
  glossaryTranslationPath,
  localeGlossary,
  type GlossaryTerm,
} from '../../lib/docs/glossary';
import { DataFileError, lineOfKey, parseYamlFile, type DataFileRules } from '../../lib/docs/yamlFile';
import { contentRoot, displayPath } from '../content/contentRoot';
import { clearContentError, reportContentError } from '../errors/contentErrors';

type Env = Record<string, string | undefined>;

/** The files a locale's glossary is read from: the content's, and the locale's translation of it. */
function glossaryFiles(locale: string, env: Env) {
  const root = contentRoot(env);
  return {
    glossary: path.join(root, GLOSSARY_FILE),
    translation:
      locale === siteConfig.i18n.defaultLocale ? undefined : path.join(root, glossaryTranslationPath(locale)),
  };
}

/** A YAML data file's text, or undefined when there is none. */
function textOf(file: string | undefined): string | undefined {
  if (file === undefined) return undefined;
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function parsed<Schema extends z.ZodType>(file: string, text: string | undefined, rules: DataFileRules<Schema>) {
  return text === undefined ? undefined : parseYamlFile(displayPath(file), text, rules);
}

/** A locale's terms from the texts of its files, or the error that names the file, the line and the key. */
function termsOf(
  files: ReturnType<typeof glossaryFiles>,
  texts: Array<string | undefined>,
): GlossaryTerm[] | DataFileError {
  const [glossaryText, translationText] = texts;
  try {
    const glossary = parsed(files.glossary, glossaryText, GLOSSARY_FILE_RULES);
    const translation =
      files.translation === undefined
        ? undefined
        : parsed(files.translation, translationText, GLOSSARY_TRANSLATION_RULES);
    const result = localeGlossary(glossary, translation);
    if ('terms' in result) return result.terms;
    return new DataFileError(
      displayPath(files.translation!),
      result.problems.map(({ keyPath, text }) => {
        const line = lineOfKey(translationText ?? '', keyPath);
        return line === undefined ? text : `line ${line}: ${text}`;
      }),
      GLOSSARY_TRANSLATION_RULES.fix,
    );
  } catch (error) {
    if (error instanceof DataFileError) return error;
    throw error;
  }
}

/** What each locale's terms were made from, so an edited file is read again (under `gatsby develop`). */
const read = new Map<string, { texts: Array<string | undefined>; terms: GlossaryTerm[] | DataFileError }>();

/**
 * A locale's glossary terms (`<content>/glossary.yml`, with `i18n/<locale>/glossary.yml` over it),
 * none without a glossary; or undefined once a problem with either file is reported, naming the
 * file, the line, the key and the fix (under `gatsby develop`, on the overlay until it is fixed).
 * Read again when either file's text changes.
 */
export function glossaryTerms(locale: string, reporter: Reporter, env: Env = process.env): GlossaryTerm[] | undefined {
  const files = glossaryFiles(locale, env);
  const texts = [textOf(files.glossary), textOf(files.translation)];
  const known = read.get(locale);
  const same = known?.texts.every((text, index) => text === texts[index]);
  const terms = same ? known!.terms : termsOf(files, texts);
  if (!same) {
    read.set(locale, { texts, terms });
    const key = `glossary-${locale}`;
    if (terms instanceof DataFileError) reportContentError(reporter, key, 'docReference', terms.message, terms.file);
    else clearContentError(key);
  }
  return terms instanceof DataFileError ? undefined : terms;
}

/** The content's glossary files of every locale, which `gatsby develop` watches. */
export const glossaryFilesToWatch = (env: Env = process.env): string[] => [
  path.join(contentRoot(env), GLOSSARY_FILE),
  ...siteConfig.i18n.locales.flatMap(({ code }) => glossaryFiles(code, env).translation ?? []),
];
