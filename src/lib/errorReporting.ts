/** Where an error was caught: the page's crash boundary or the boundary of one part of it. */
export interface ErrorContext {
  boundary: 'page' | 'component';
  /** The part that failed, such as "navbar item" or "table of contents". */
  part?: string;
  componentStack?: string;
}

export type ErrorReporter = (error: unknown, context: ErrorContext) => void;

// No reporter until monitoring installs one: with no DSN the site reports nothing and sends nothing.
let reporter: ErrorReporter = () => undefined;

/**
 * Installs the reporter that error boundaries send their errors to (the monitoring module's);
 * returns the one it replaces, so a test recorder can pass errors on to monitoring.
 */
export function setErrorReporter(next: ErrorReporter): ErrorReporter {
  const previous = reporter;
  reporter = next;
  return previous;
}

/** Sends a caught error to the reporter; a failing reporter must never break the page further. */
export function reportError(error: unknown, context: ErrorContext): void {
  try {
    reporter(error, context);
  } catch (reportingError) {
    console.warn('Could not report an error:', reportingError);
  }
}
