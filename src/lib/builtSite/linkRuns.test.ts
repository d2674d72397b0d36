import { linkRunCutter } from './linkRuns';

const sidebar = Array.from({ length: 3000 }, (_, index) => `/section-${index % 10}/doc-${index}`);

describe('linkRunCutter', () => {
  it('keeps every link, in order', () => {
    const { cut } = linkRunCutter();
    const links = ['#top', ...sidebar, 'https://trove.app'];
    expect(cut(links).flat()).toEqual(links);
    expect(cut([])).toEqual([]);
  });

  it('cuts runs of about 32 links', () => {
    const runs = linkRunCutter().cut(sidebar);
    expect(runs.length).toBeGreaterThan(3000 / 64);
    expect(runs.length).toBeLessThan(3000 / 16);
  });

  it('shares the runs of links pages hold in common, whatever each page adds before or among them', () => {
    const { cut } = linkRunCutter();
    const first = cut(['/own-1', '#a', '#b', ...sidebar.slice(0, 1500), '/opened-1', ...sidebar.slice(1500)]);
    const second = cut(['/own-2', ...sidebar.slice(0, 1500), '/opened-2', '/opened-3', ...sidebar.slice(1500)]);
    const shared = first.filter((run) => second.includes(run));
    // All but the runs holding what differs: the first run and the one around the opened branch.
    expect(shared.length).toBeGreaterThanOrEqual(first.length - 3);
  });

  it('gives back the run held already for a run equal to it', () => {
    const { cut, hold } = linkRunCutter();
    const [run] = cut(['/a', '/b']);
    expect(hold(['/a', '/b'])).toBe(run);
    expect(Object.isFrozen(run)).toBe(true);
  });

  it('never takes a run for another whose links join to the same text', () => {
    const { cut } = linkRunCutter();
    expect(cut(['/a\n/b'])).toEqual([['/a\n/b']]);
    expect(cut(['/a', '/b'])).toEqual([['/a', '/b']]);
  });
});
