import { pageContextReuse } from './pageContextReuse';

/** Gatsby's cache of the site, kept between the builds of a test as it is between real ones. */
function memoryCache() {
  const entries = new Map<string, unknown>();
  return {
    get: async (key: string) => entries.get(key),
    set: async (key: string, value: unknown) => entries.set(key, value),
  };
}

/** A build: the pages it makes from `parts` by path, against the pages Gatsby kept from the last. */
async function build(
  cache: ReturnType<typeof memoryCache>,
  kept: Map<string, { context?: unknown }>,
  parts: Record<string, unknown[]>,
) {
  const reuse = await pageContextReuse(cache, kept);
  const made: string[] = [];
  const pages = new Map<string, { context: unknown }>();
  for (const [path, pageParts] of Object.entries(parts)) {
    const context = reuse.contextOf(path, pageParts, () => {
      made.push(path);
      return { path, parts: pageParts };
    });
    pages.set(path, { context });
  }
  await reuse.save();
  return { made, pages, counts: reuse.counts };
}

describe('pageContextReuse', () => {
  it("gives an unchanged page the last build's context, and makes anew a page whose parts changed", async () => {
    const cache = memoryCache();
    const first = await build(cache, new Map(), {
      '/wants': ['set', { title: 'Wants' }],
      '/goals': ['set', { title: 'Goals' }],
    });
    expect(first.made).toEqual(['/wants', '/goals']);

    const second = await build(cache, first.pages, {
      '/wants': ['set', { title: 'Want lists' }],
      '/goals': ['set', { title: 'Goals' }],
    });
    expect(second.made).toEqual(['/wants']);
    expect(second.counts).toEqual({ made: 1, kept: 1 });
    expect(second.pages.get('/goals')!.context).toBe(first.pages.get('/goals')!.context);
    expect(second.pages.get('/wants')!.context).toEqual({ path: '/wants', parts: ['set', { title: 'Want lists' }] });
  });

  it('makes every page again when what the whole set is made of changed', async () => {
    const cache = memoryCache();
    const first = await build(cache, new Map(), { '/wants': ['set', {}], '/goals': ['set', {}] });
    const second = await build(cache, first.pages, {
      '/wants': ['set with another navbar', {}],
      '/goals': ['set with another navbar', {}],
    });
    expect(second.made).toEqual(['/wants', '/goals']);
  });

  it('makes a page Gatsby no longer holds, whatever its key', async () => {
    const cache = memoryCache();
    await build(cache, new Map(), { '/wants': ['set', {}] });
    expect((await build(cache, new Map(), { '/wants': ['set', {}] })).made).toEqual(['/wants']);
  });
});
