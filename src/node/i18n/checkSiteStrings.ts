import type { Reporter } from 'gatsby';
import { StringsFileError } from '../../lib/i18n/stringsFile';
import { ERROR_IDS } from '../errors/errorMap';
import { siteStrings } from './localeStrings';

/** Stops the build on a locale's strings file the catalogue does not allow, before any page uses it. */
export function checkSiteStrings(reporter: Reporter): void {
  try {
    siteStrings();
  } catch (error) {
    if (!(error instanceof StringsFileError)) throw error;
    reporter.panic({ id: ERROR_IDS.uiStrings, context: { message: error.message } });
  }
}
