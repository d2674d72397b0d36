import { COPY_CODE_ATTRIBUTE, COPY_LABELS } from '../lib/content/contentElements';

/** How long the button says "Copied" after a copy. */
const COPIED_FEEDBACK_MS = 2000;

function showCopied(button: HTMLButtonElement): void {
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
 * Makes the copy buttons of the code blocks in `container` work: the build writes them into the
 * doc's HTML (hidden until scripts run, see DocContent's styles), this copies the block's text.
 */
export function enableCopyButtons(container: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLButtonElement>(`button[${COPY_CODE_ATTRIBUTE}]`);
    const code = button?.parentElement?.querySelector('pre');
    if (!button || !code) return;
    void navigator.clipboard.writeText(code.textContent ?? '').then(() => showCopied(button));
  };
  container.addEventListener('click', onClick);
  return () => container.removeEventListener('click', onClick);
}
