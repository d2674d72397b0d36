export interface RenderQueueOptions<Input, Result> {
  render(input: Input): Promise<Result>;
  /** Gets each result that is newer than the last one published. */
  publish(result: Result): void;
  /** Gets the error of a render that threw (its code did not load), unless a newer result is out. */
  fail(error: unknown): void;
  /** Milliseconds without a new input before it is rendered. The first input renders at once. */
  delayMs: number;
  /** Tells whether two inputs render the same; an input equal to the last one asked for is ignored. */
  same(a: Input, b: Input): boolean;
}

export interface RenderQueue<Input> {
  request(input: Input): void;
  /** Stops: no render starts and no result is published after this. */
  dispose(): void;
}

/**
 * Renders the latest input while an editor types: the first at once, then each once typing has
 * paused for `delayMs`. Renders are asynchronous and may end out of order; a result older than
 * one already published is dropped, so the pane never steps back to an earlier text.
 */
export function createRenderQueue<Input, Result>(options: RenderQueueOptions<Input, Result>): RenderQueue<Input> {
  let last: { input: Input } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let started = 0;
  let published = 0;
  let disposed = false;

  const start = (input: Input) => {
    timer = undefined;
    const run = ++started;
    options.render(input).then(
      (result) => {
        if (disposed || run <= published) return;
        published = run;
        options.publish(result);
      },
      (error: unknown) => {
        if (!disposed && run > published) options.fail(error);
      },
    );
  };

  return {
    request(input) {
      if (disposed || (last && options.same(last.input, input))) return;
      const first = !last;
      last = { input };
      if (timer !== undefined) clearTimeout(timer);
      if (first) start(input);
      else timer = setTimeout(() => start(input), options.delayMs);
    },
    dispose() {
      disposed = true;
      if (timer !== undefined) clearTimeout(timer);
    },
  };
}
