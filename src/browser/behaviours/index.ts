import { BEHAVIOUR_ATTRIBUTE, BEHAVIOUR_EVENTS } from './markup';

/** What makes a control of the build's markup work: it gets every event of the elements that name it. */
export interface Behaviour {
  handle(event: Event, element: HTMLElement): void;
}

/** The behaviours of the lazy chunk, by name. */
export interface LazyBehaviours {
  behaviours: Record<string, Behaviour>;
  /**
   * Those that start with the reader's first scroll. Each gets the scroll position from before that
   * scroll and the selector of the element it serves (the router may replace that element).
   */
  onScroll: Record<string, (fromY: number, selector: string) => void>;
}

/**
 * The page's behaviours, which this runtime dispatches to without knowing them: the parts of the page
 * declare them (src/chrome/behaviours.ts) and the entry hands them over.
 */
export interface BehaviourRegistry {
  /** Small behaviours every page may need at its first click: part of the first load. */
  eager: Record<string, Behaviour>;
  /**
   * The others load when the reader first reaches such a control (points at it, focuses it, clicks
   * it), all in one small chunk; the event that asked for one is handled once it is there.
   */
  loadLazy: () => Promise<LazyBehaviours>;
  /** The behaviours of `onScroll` in the lazy chunk, each with the selector of the element it serves: one starts where the page has one. */
  scrollStarted: Record<string, string>;
}

/** Set by `enableBehaviours`, which also starts the dispatch that calls it. */
let loadLazy: BehaviourRegistry['loadLazy'];
const loaded = new Map<string, Behaviour>();
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

/**
 * Makes the controls of the build's markup work, on this page and every page the router shows next.
 * `own` adds behaviours of the layers above the chrome, by name (an island hydrates a component). Call once.
 */
export function enableBehaviours(registry: BehaviourRegistry, own: Record<string, Behaviour> = {}): void {
  loadLazy = registry.loadLazy;
  for (const [name, behaviour] of Object.entries({ ...registry.eager, ...own })) loaded.set(name, behaviour);
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
    for (const [name, selector] of Object.entries(registry.scrollStarted)) {
      if (started.has(name) || !document.querySelector(selector)) continue;
      started.add(name);
      void loadLazy().then(({ onScroll }) => onScroll[name](fromY, selector));
    }
  };
  window.addEventListener('scroll', startOnScroll, { passive: true });
}
