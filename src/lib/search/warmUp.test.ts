import { openSearchEngine } from './engine';
import { WARM_UP_INPUTS, warmUpIndex, warmUpSearch } from './warmUp';

describe('the search warm-up', () => {
  it('finds results for every input, so it runs the ranking a reader’s prefixes, typos, swaps and words take', async () => {
    const { manifest, files } = warmUpIndex();
    const engine = await openSearchEngine(manifest, async (path) => files.get(path));
    for (const input of WARM_UP_INPUTS) {
      const groups = await engine.search(input);
      expect({ input, found: groups!.length > 0 }).toEqual({ input, found: true });
    }
  });

  it('stops as soon as the reader searches', async () => {
    const stop = jest.fn().mockReturnValueOnce(false).mockReturnValueOnce(false).mockReturnValue(true);
    await warmUpSearch(stop);
    expect(stop).toHaveBeenCalledTimes(3);
  });
});
