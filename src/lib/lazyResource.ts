/** Something loaded once on demand (a code chunk, a data file), shared by everyone who asks for it. */
export interface LazyResource<T> {
  /** Starts loading, or joins the load under way. A failed load is forgotten, so the next call retries. */
  load(): Promise<T>;
  /** The value, once loaded: lets a component that mounts later render it at once, without a loading state. */
  peek(): T | undefined;
}

/** Wraps `load` so it runs at most once at a time and never again after it succeeded. */
export function lazyResource<T>(load: () => Promise<T>): LazyResource<T> {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load() {
      pending ??= load().then(
        (loaded) => {
          value = loaded;
          return loaded;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    peek: () => value,
  };
}
