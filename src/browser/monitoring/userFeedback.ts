import type { userFeedbackOf } from '../../lib/feedback/pageFeedback';

/**
 * Sends a reader's feedback to monitoring as Sentry user feedback (`captureFeedback`, through the
 * client startMonitoring set up; not Sentry's feedback widget). Built without a DSN, the condition is
 * `null !== null` and webpack drops the import: no Sentry code ships with the caller.
 */
export async function sendUserFeedback(feedback: ReturnType<typeof userFeedbackOf>): Promise<void> {
  // The import inside the branch, as in gatsby-browser.tsx: webpack leaves out what a constant false condition guards.
  if (__TROVE_MONITORING__ !== null) {
    // "eager": with a DSN the SDK is in the first load already (gatsby-browser.tsx); no chunk of its own.
    const { captureFeedback } = await import(/* webpackMode: "eager" */ '@sentry/gatsby');
    captureFeedback(feedback);
  }
}
