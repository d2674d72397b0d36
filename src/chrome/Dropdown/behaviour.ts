import { DESKTOP_MEDIA_QUERY } from '../Navbar/breakpoint';
import { REMEMBER_ATTRIBUTE, REMEMBER_VALUE_ATTRIBUTE } from '../../browser/rememberedChoices';
import { toggleCollapsible } from '../Collapsible/behaviour';
import { COLLAPSIBLE_CLASS } from '../Collapsible/names';
import { DROPDOWN_CLASSES, KEEP_LOCATION_ATTRIBUTE } from './names';

/** Desktop pointers that can hover open dropdowns on hover; touch screens and the mobile menu use clicks. */
const HOVER_MEDIA_QUERY = `${DESKTOP_MEDIA_QUERY} and (hover: hover)`;

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

const buttonOf = (root: HTMLElement) => root.querySelector<HTMLButtonElement>(`.${DROPDOWN_CLASSES.button}`)!;
const listOf = (root: HTMLElement) => document.getElementById(buttonOf(root).getAttribute('aria-controls') ?? '');
const linksOf = (root: HTMLElement) => [...(listOf(root)?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
const isOpen = (root: HTMLElement) => buttonOf(root).getAttribute('aria-expanded') === 'true';
/** In the mobile menu a dropdown's list opens inline, pushing the items below it down: a collapsible. */
const isInline = (root: HTMLElement) => listOf(root)?.classList.contains(COLLAPSIBLE_CLASS) ?? false;

/** Dropdowns opened by a hover: a click right after confirms the open rather than closing it again. */
const openedByHover = new WeakSet<HTMLElement>();
/** What closes an open dropdown: a pointer outside it, Escape, focus leaving it. */
const closers = new WeakMap<HTMLElement, () => void>();

/** Links that keep the reader's query string and hash (the locale dropdown) get them when the list opens. */
function keepLocation(root: HTMLElement): void {
  for (const link of linksOf(root)) {
    if (!link.hasAttribute(KEEP_LOCATION_ATTRIBUTE)) continue;
    const path = link.getAttribute('data-path') ?? link.getAttribute('href') ?? '';
    link.setAttribute('data-path', path);
    link.setAttribute('href', `${path}${window.location.search}${window.location.hash}`);
  }
}

function close(root: HTMLElement): void {
  closers.get(root)?.();
  openedByHover.delete(root);
  if (!isOpen(root)) return;
  if (isInline(root)) toggleCollapsible(buttonOf(root), false);
  else {
    buttonOf(root).setAttribute('aria-expanded', 'false');
    listOf(root)?.setAttribute('hidden', '');
  }
}

function open(root: HTMLElement, focus?: 'first' | 'last'): void {
  keepLocation(root);
  if (!isOpen(root)) {
    if (isInline(root)) toggleCollapsible(buttonOf(root), true);
    else {
      buttonOf(root).setAttribute('aria-expanded', 'true');
      listOf(root)?.removeAttribute('hidden');
      const onPointerDown = (event: PointerEvent) => {
        if (!root.contains(event.target as Node)) close(root);
      };
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.key !== 'Escape') return;
        close(root);
        buttonOf(root).focus();
      };
      const onFocusOut = (event: FocusEvent) => {
        if (!root.contains(event.relatedTarget as Node | null)) close(root);
      };
      const onLeave = () => {
        if (window.matchMedia(HOVER_MEDIA_QUERY).matches) close(root);
      };
      document.addEventListener('pointerdown', onPointerDown);
      document.addEventListener('keydown', onKeyDown);
      root.addEventListener('focusout', onFocusOut);
      root.addEventListener('pointerleave', onLeave);
      closers.set(root, () => {
        closers.delete(root);
        document.removeEventListener('pointerdown', onPointerDown);
        document.removeEventListener('keydown', onKeyDown);
        root.removeEventListener('focusout', onFocusOut);
        root.removeEventListener('pointerleave', onLeave);
      });
    }
  }
  const links = linksOf(root);
  if (focus && links.length > 0) links[focus === 'first' ? 0 : links.length - 1].focus();
}

function onButton(event: Event, root: HTMLElement): void {
  if (event.type === 'click') {
    if (openedByHover.has(root)) openedByHover.delete(root);
    else if (isOpen(root)) close(root);
    else open(root);
  } else if (event instanceof KeyboardEvent && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
    event.preventDefault();
    open(root, event.key === 'ArrowDown' ? 'first' : 'last');
  }
}

function onLink(event: Event, root: HTMLElement, link: HTMLAnchorElement): void {
  if (event.type === 'click') {
    const key = link.getAttribute(REMEMBER_ATTRIBUTE);
    if (key) {
      try {
        window.localStorage.setItem(key, link.getAttribute(REMEMBER_VALUE_ATTRIBUTE) ?? '');
      } catch {
        // Blocked storage only means the choice is not remembered.
      }
    }
    close(root);
    return;
  }
  const next = event instanceof KeyboardEvent ? NEXT_KEYS[event.key] : undefined;
  if (!next) return;
  event.preventDefault();
  const links = linksOf(root);
  links[next(links.indexOf(link), links.length)]?.focus();
}

/**
 * A navbar dropdown (./index.tsx): click, Enter or Space toggles it, hover opens it on
 * desktop; arrow keys, Home and End move through its links; Escape, a click outside or focus
 * leaving it closes it. A link may remember a choice (`data-remember`), such as a docs version.
 */
export function handle(event: Event, root: HTMLElement): void {
  if (event.type === 'pointerover') {
    if (!isOpen(root) && !isInline(root) && window.matchMedia(HOVER_MEDIA_QUERY).matches) {
      openedByHover.add(root);
      open(root);
    }
    return;
  }
  const target = event.target as Element;
  const link = target.closest<HTMLAnchorElement>('a');
  if (link && root.contains(link)) onLink(event, root, link);
  else if (target.closest(`.${DROPDOWN_CLASSES.button}`)) onButton(event, root);
}
