/** How long the button says "Copied" after a copy. */
const COPIED_FEEDBACK_MS = 2000;

/** Each button's text and name before its first copy, which it goes back to (a second copy must not make "Copied" stick). */
const idleLabels = new WeakMap<HTMLElement, { text: string; name: string }>();

/** Says "Copied" in the doc's language, as the build wrote it on the button (`data-copied`, `data-copied-status`). */
function showCopied(button: HTMLElement): void {
  const status = button.nextElementSibling;
  const idle = idleLabels.get(button) ?? {
    text: button.textContent ?? '',
    name: button.getAttribute('aria-label') ?? '',
  };
  idleLabels.set(button, idle);
  const copied = button.dataset.copied ?? '';
  button.textContent = copied;
  button.setAttribute('aria-label', copied);
  if (status) status.textContent = button.dataset.copiedStatus ?? '';
  window.setTimeout(() => {
    button.textContent = idle.text;
    button.setAttribute('aria-label', idle.name);
    if (status) status.textContent = '';
  }, COPIED_FEEDBACK_MS);
}

/**
 * A code block's copy button, which the build writes into the doc's HTML (hidden where scripts do
 * not run, see DocContent's styles): copies the block's text and says so for a while.
 *
 * Not a part of src/chrome: the button is doc content, written by the content plugins
 * (lib/content/contentElements.ts, for the build and the CMS preview alike), which sit below the
 * chrome and so cannot import a part's names. Its labels are on the button, so none ships as code.
 */
export function handle(event: Event, button: HTMLElement): void {
  const code = button.parentElement?.querySelector('pre');
  if (event.type !== 'click' || !code) return;
  void navigator.clipboard.writeText(code.textContent ?? '').then(() => showCopied(button));
}
