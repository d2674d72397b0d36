import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { EnvironmentError, readVariable } from '../../config/environment';
import { CMS_SETTINGS_HEADING, readCmsBackendSettings } from '../../lib/cms/backendSettings';
import { cmsLocalPort } from '../../lib/cms/localBackend';
import { CONTENT_ENV, CONTENT_SOURCE_HEADING, readContentSource } from '../../lib/contentSource';
import { readMonitoringSettings, unusedMonitoringVariables } from '../../lib/monitoring/settings';
import { PROJECT_CONTENT } from '../content/contentRoot';
import { ERROR_IDS, type ErrorName } from '../errors/errorMap';

type Env = Record<string, string | undefined>;

/** The problems of the EnvironmentError `read` throws, or none. */
function problemsOf(read: () => unknown): string[] {
  try {
    read();
    return [];
  } catch (error) {
    if (!(error instanceof EnvironmentError)) throw error;
    return error.problems;
  }
}

const isFolder = (folder: string) => existsSync(folder) && statSync(folder).isDirectory();

/** What is wrong with a TROVE_CONTENT_DIR folder: no problem, or one. */
function folderProblems(dir: string): string[] {
  const absolute = path.resolve(dir);
  const found = `${CONTENT_ENV.dir}: found ${JSON.stringify(dir)} (${absolute})`;
  const expected =
    `expected a folder holding docs/ (the MDX files) and optionally navigation/; fix the path (a relative ` +
    `one starts at the project), or unset ${CONTENT_ENV.dir} to build the project's ${PROJECT_CONTENT}/`;
  if (!isFolder(absolute)) return [`${found}, which is not a folder; ${expected}`];
  if (!isFolder(path.join(absolute, 'docs'))) return [`${found}, which holds no docs/ folder; ${expected}`];
  return [];
}

/** The content variables' problems, and TROVE_CONTENT_DIR's when it is not a content folder. */
function contentProblems(env: Env): string[] {
  const problems = problemsOf(() => readContentSource(env));
  if (problems.length > 0) return problems;
  const source = readContentSource(env);
  return source.kind === 'dir' ? folderProblems(source.dir) : [];
}

/**
 * Stops the build, before anything is sourced, when an environment variable is invalid
 * (src/config/environment.ts), one subject at a time, under its error id: SITE_URL, monitoring, the
 * content source (a repository is checked when it is fetched, at bootstrap) and the CMS (its Git
 * host and the local decap-server's port). Each message names the variable, what was found and
 * the fix. Variables set to no effect are warnings.
 */
export function validateEnvironment(reporter: Reporter, env: Env = process.env): void {
  const stopOn = (subject: ErrorName, problems: string[], heading?: string) => {
    if (problems.length === 0) return;
    reporter.panic({ id: ERROR_IDS[subject], context: { message: new EnvironmentError(problems, heading).message } });
  };
  stopOn(
    'siteUrl',
    problemsOf(() => readVariable(env, 'SITE_URL')),
  );
  stopOn(
    'monitoring',
    problemsOf(() => readMonitoringSettings(env)),
  );
  for (const variable of unusedMonitoringVariables(env)) {
    reporter.warn(`${variable} is set but GATSBY_SENTRY_DSN is not: monitoring is off and ${variable} has no effect.`);
  }
  stopOn('contentSource', contentProblems(env), CONTENT_SOURCE_HEADING);
  const cmsProblems = [...problemsOf(() => readCmsBackendSettings(env)), ...problemsOf(() => cmsLocalPort(env))];
  stopOn('cmsBackend', cmsProblems, CMS_SETTINGS_HEADING);
  readCmsBackendSettings(env).warnings.forEach((warning) => reporter.warn(warning));
}
