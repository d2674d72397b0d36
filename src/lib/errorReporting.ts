/** Where an error was caught: the page's crash boundary or the boundary of one part of it. */
export interface ErrorContext {
  boundary: 'page' | 'component';
  /** The part that failed, such as "navbar item" or "table of contents". */
  part?: string;
  componentStack?: string;
}

export type ErrorReporter = (error: unknown, context: ErrorContext) => void;

// No reporter until monitoring installs one: with no DSN the site reports nothing and sends nothing.
let reporter: ErrorReporter | undefined;
const observers = new Set<ErrorReporter>();

/** Installs the reporter that error boundaries send their errors to (the monitoring module's). */
export function setErrorReporter(next: ErrorReporter | undefined): void {
  reporter = next;
}

/**
 * Whether caught errors reach someone who will fix them: only then may the site say "we've been
 * notified". Observers (test recorders) do not count.
 */
export function errorsAreReported(): boolean {
  return reporter !== undefined;
}

/** Also tells `observer` of every caught error (test recorders); returns the function that stops it. */
export function observeErrors(observer: ErrorReporter): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

/** Sends a caught error to the reporter; a failing reporter must never break the page further. */
export function reportError(error: unknown, context: ErrorContext): void {
  for (const notify of [...observers, ...(reporter ? [reporter] : [])]) {
    try {
      notify(error, context);
    } catch (reportingError) {
      console.warn('Could not report an error:', reportingError);
    }
  }
}
