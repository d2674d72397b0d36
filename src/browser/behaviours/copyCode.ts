import { COPY_LABELS } from '../../lib/content/contentElements';

/** How long the button says "Copied" after a copy. */
const COPIED_FEEDBACK_MS = 2000;

function showCopied(button: HTMLElement): void {
  const status = button.nextElementSibling;
  button.textContent = COPY_LABELS.done;
  button.setAttribute('aria-label', COPY_LABELS.done);
  if (status) status.textContent = 'Code copied to clipboard';
  window.setTimeout(() => {
    button.textContent = COPY_LABELS.idle;
    button.setAttribute('aria-label', COPY_LABELS.idleName);
    if (status) status.textContent = '';
  }, COPIED_FEEDBACK_MS);
}

/**
 * A code block's copy button, which the build writes into the doc's HTML (hidden where scripts do
 * not run, see DocContent's styles): copies the block's text and says so for a while.
 *
 * Not a part of src/chrome: the button is doc content, written by the content plugins
 * (lib/content/contentElements.ts, for the build and the CMS preview alike), which sit below the
 * chrome and so cannot import a part's names. It and this behaviour share the names declared there.
 */
export function handle(event: Event, button: HTMLElement): void {
  const code = button.parentElement?.querySelector('pre');
  if (event.type !== 'click' || !code) return;
  void navigator.clipboard.writeText(code.textContent ?? '').then(() => showCopied(button));
}
