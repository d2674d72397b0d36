import { COPY_PAGE_ATTRIBUTES } from './names';

/** How long the status line says what the copy did. */
const STATUS_MS = 4000;

const timers = new WeakMap<HTMLElement, number>();

function say(button: HTMLElement, attribute: string): void {
  const status = button.nextElementSibling as HTMLElement | null;
  if (!status) return;
  status.textContent = button.getAttribute(attribute) ?? '';
  window.clearTimeout(timers.get(status));
  timers.set(
    status,
    window.setTimeout(() => {
      status.textContent = '';
    }, STATUS_MS),
  );
}

async function markdownOf(href: string): Promise<string> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href}: ${response.status}`);
  return response.text();
}

/**
 * Copies the doc's Markdown (its `.md`, fetched on the click) to the clipboard. Where the browser
 * takes a clipboard item whose content is still coming, the copy is asked for at once, within the
 * click, as Safari requires; elsewhere the text is written once fetched. The status line beside the
 * button says it is done, or that it failed.
 */
export function handle(event: Event, button: HTMLElement): void {
  if (event.type !== 'click') return;
  const href = button.getAttribute(COPY_PAGE_ATTRIBUTES.source) ?? '';
  const text = markdownOf(href);
  const copied =
    typeof ClipboardItem === 'function'
      ? navigator.clipboard.write([
          new ClipboardItem({ 'text/plain': text.then((markdown) => new Blob([markdown], { type: 'text/plain' })) }),
        ])
      : text.then((markdown) => navigator.clipboard.writeText(markdown));
  copied.then(
    () => say(button, COPY_PAGE_ATTRIBUTES.copied),
    () => say(button, COPY_PAGE_ATTRIBUTES.failed),
  );
}
