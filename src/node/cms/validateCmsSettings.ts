import type { Reporter } from 'gatsby';
import { readCmsBackendSettings } from '../../lib/cms/backendSettings';
import { EnvironmentError } from '../../config/environment';
import { cmsLocalPort } from '../../lib/cms/localBackend';
import { ERROR_IDS } from '../errors/errorMap';

/** Stops the build when a CMS_ variable (the Git host's or the local decap-server's port) is invalid, and warns about ones that have no effect. */
export function validateCmsBackendSettings(reporter: Reporter): void {
  const reading = readCmsBackendSettings(process.env);
  const problems = reading.ok ? [] : [...reading.problems];
  try {
    cmsLocalPort(process.env);
  } catch (error) {
    if (!(error instanceof EnvironmentError)) throw error;
    problems.push(error.message);
  }
  if (problems.length > 0) {
    reporter.panic({
      id: ERROR_IDS.cmsBackend,
      context: { message: `Invalid CMS settings:\n${problems.map((line) => `  - ${line}`).join('\n')}` },
    });
  }
  for (const warning of reading.ok ? reading.warnings : []) reporter.warn(warning);
}
