import { CONTENT_CLASSES } from '../../lib/content/contentNames';

/** Set on a term pinned open by a click or tap: it stays until clicked again, Escape, or a click or focus elsewhere. */
const OPEN = 'data-open';
/** Set on a term Escape closed: it stays closed while the pointer or focus is still on it. */
const DISMISSED = 'data-dismissed';
/** The space kept between a definition and the window's edge, in pixels. */
const EDGE = 8;

const TERMS = `.${CONTENT_CLASSES.term}`;
const SHOWN = `${TERMS}:is(:hover, :focus-within, [${OPEN}]):not([${DISMISSED}])`;

/** Moves a shown definition sideways so that it stays inside the window (the page's styles place it under the words). */
function keepInWindow(term: HTMLElement): void {
  const definition = term.querySelector<HTMLElement>(`.${CONTENT_CLASSES.termDefinition}`);
  if (!definition) return;
  definition.style.removeProperty('--term-shift');
  if (!term.matches(SHOWN)) return;
  const { left, right } = definition.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const shift = right > width - EDGE ? width - EDGE - right : left < EDGE ? EDGE - left : 0;
  if (shift !== 0) definition.style.setProperty('--term-shift', `${Math.max(shift, EDGE - left)}px`);
}

function close(term: Element, dismissed: boolean): void {
  term.removeAttribute(OPEN);
  if (dismissed) term.setAttribute(DISMISSED, '');
}

let listening = false;

/**
 * Escape closes every shown definition, hovered or focused (the key goes to whatever has focus:
 * WCAG 1.4.13 asks that it close one shown by the pointer too); a click or focus elsewhere closes
 * a pinned one.
 */
function listenOnce(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') for (const term of document.querySelectorAll(SHOWN)) close(term, true);
  });
  for (const type of ['click', 'focusin'] as const)
    document.addEventListener(type, (event) => {
      for (const term of document.querySelectorAll(`${TERMS}[${OPEN}]`))
        if (!term.contains(event.target as Node)) close(term, false);
    });
}

/**
 * A glossary term's definition, which the build writes beside its words and the page's styles show
 * on hover and focus: a click or tap pins it open (and closes it again), Escape closes it until the
 * reader comes back to the term, and a definition near the window's edge moves inside it.
 */
export function handle(event: Event, term: HTMLElement): void {
  listenOnce();
  if (event.type === 'click') {
    if (term.hasAttribute(OPEN)) close(term, true);
    else {
      term.setAttribute(OPEN, '');
      term.removeAttribute(DISMISSED);
    }
  } else if (event.type === 'focusin') term.removeAttribute(DISMISSED);
  else if (event.type === 'pointerover') {
    const from = (event as PointerEvent).relatedTarget as Node | null;
    if (!from || !term.contains(from)) term.removeAttribute(DISMISSED);
  } else return;
  keepInWindow(term);
}
