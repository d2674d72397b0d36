import type { Reporter } from 'gatsby';
import { EnvironmentError } from '../../config/environment';
import { ERROR_IDS, type ErrorName } from '../errors/errorMap';

/**
 * Runs `read`, which reads environment variables (src/config/environment.ts), and stops the build
 * with the message of an EnvironmentError it throws, under the error id of its subject: the message
 * names each invalid variable, what was found and the fix.
 */
export function panicOnInvalidVariables(reporter: Reporter, subject: ErrorName, read: () => unknown): void {
  try {
    read();
  } catch (error) {
    if (!(error instanceof EnvironmentError)) throw error;
    reporter.panic({ id: ERROR_IDS[subject], context: { message: error.message } });
  }
}
