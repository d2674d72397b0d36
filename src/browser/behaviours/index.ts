import { toggleColorMode } from '../colorMode';
import { openOverlay } from '../overlays';
import { openSearch, prefetchSearch } from '../search/launcher';
import { BEHAVIOUR_ATTRIBUTE, BEHAVIOUR_EVENTS } from './markup';

/** What makes a control of the build's markup work: it gets every event of the elements that name it. */
export interface Behaviour {
  handle(event: Event, element: HTMLElement): void;
}

/** Small behaviours every page may need at its first click: part of the first load. */
const eager: Record<string, Behaviour> = {
  'color-mode': { handle: (event) => event.type === 'click' && toggleColorMode() },
  'mobile-menu': { handle: (event) => event.type === 'click' && openOverlay('mobile-menu') },
  search: { handle: (event) => (event.type === 'click' ? openSearch() : prefetchSearch()) },
};

/**
 * The others load when the reader first reaches such a control (points at it, focuses it, clicks
 * it), all in one small chunk (./lazy.ts); the event that asked for one is handled once it is there.
 */
const loadLazy = () => import(/* webpackChunkName: "behaviours" */ './lazy');

const loaded = new Map<string, Behaviour>(Object.entries(eager));
const loading = new Map<string, Promise<Behaviour | undefined>>();

function dispatch(event: Event): void {
  const element = (event.target as Element | null)?.closest?.<HTMLElement>(`[${BEHAVIOUR_ATTRIBUTE}]`);
  const name = element?.getAttribute(BEHAVIOUR_ATTRIBUTE);
  if (!element || !name) return;
  const behaviour = loaded.get(name);
  // Synchronous once loaded, so a behaviour can still prevent a key's or a click's default.
  if (behaviour) {
    behaviour.handle(event, element);
    return;
  }
  if (!loading.has(name)) {
    loading.set(
      name,
      loadLazy().then(
        ({ behaviours }) => {
          const module = behaviours[name];
          if (module) loaded.set(name, module);
          return module;
        },
        (error: unknown) => {
          loading.delete(name);
          throw error;
        },
      ),
    );
  }
  loading.get(name)!.then(
    (module) => module?.handle(event, element),
    () => undefined,
  );
}

/** Behaviours that start with the reader's first scroll, where the page has what they serve (./lazy.ts). */
const SCROLL_STARTED = ['[data-hide-on-scroll]', '[data-toc]'];

/**
 * Makes the controls of the build's markup work, on this page and every page the router shows next.
 * `own` adds behaviours of the layers above this one, by name (an island hydrates a component). Call once.
 */
export function enableBehaviours(own: Record<string, Behaviour> = {}): void {
  for (const [name, behaviour] of Object.entries(own)) loaded.set(name, behaviour);
  for (const type of BEHAVIOUR_EVENTS) document.addEventListener(type, dispatch);
  const started = new Set<string>();
  // A behaviour loads after the scroll that starts it: it judges that scroll from where the page was before.
  // Read at the first frame, which lays the page out anyway: the app may start before the page's first
  // layout (its scripts cached), and reading the offset then would force that whole layout into its task.
  let previousY = 0;
  requestAnimationFrame(() => {
    previousY = window.scrollY;
  });
  const startOnScroll = () => {
    const fromY = previousY;
    previousY = window.scrollY;
    for (const selector of SCROLL_STARTED) {
      if (started.has(selector) || !document.querySelector(selector)) continue;
      started.add(selector);
      void loadLazy().then(({ onScroll }) => onScroll[selector](fromY));
    }
  };
  window.addEventListener('scroll', startOnScroll, { passive: true });
}
