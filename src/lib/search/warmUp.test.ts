import * as engineModule from './engine';
import { openSearchEngine } from './engine';
import { FUZZY_MIN_LENGTH } from './options';
import { withinOneEdit } from './vocabulary';
import { WARM_UP_INPUTS, warmUpIndex, warmUpSearch } from './warmUp';

jest.mock('./engine', () => {
  const actual = jest.requireActual<typeof import('./engine')>('./engine');
  return { ...actual, openSearchEngine: jest.fn(actual.openSearchEngine) };
});

/** The results a reader is shown first, of which the page works out what matched. */
const SHOWN = 10;

describe('the search warm-up', () => {
  const { manifest, files } = warmUpIndex();
  const open = () => openSearchEngine(manifest, async (path) => files.get(path));

  it('finds results for every input, so it runs the ranking a reader’s prefixes, typos, swaps and words take', async () => {
    const engine = await open();
    for (const input of WARM_UP_INPUTS) {
      const groups = await engine.search(input);
      expect({ input, found: groups!.length > 0 }).toEqual({ input, found: true });
    }
  });

  it('searches a typo whose near spellings run on past it, as long words run on past a beginning', () => {
    const terms = files.get('terms') as string[];
    const runOn = WARM_UP_INPUTS.filter((input) => input.length >= FUZZY_MIN_LENGTH).filter((input) =>
      terms.some((term) => term.length > input.length + 1 && withinOneEdit(input, term.slice(0, input.length + 1))),
    );
    expect(runOn).not.toEqual([]);
  });

  it('shows a section that matches a word in two of its fields', async () => {
    const engine = await open();
    const twoFields = [];
    for (const input of WARM_UP_INPUTS) {
      const shown = [...(await engine.rank(input))!].slice(0, SHOWN);
      if (shown.some(({ match }) => Object.values(match).some((fields) => fields.length > 1))) twoFields.push(input);
    }
    expect(twoFields).not.toEqual([]);
  });

  it('opens the index anew for each round, as the reader’s own index is new to the code', async () => {
    jest.mocked(engineModule.openSearchEngine).mockClear();
    await warmUpSearch(() => false, 3);
    expect(engineModule.openSearchEngine).toHaveBeenCalledTimes(3);
  });

  it('stops as soon as the reader searches', async () => {
    const stop = jest.fn().mockReturnValueOnce(false).mockReturnValueOnce(false).mockReturnValue(true);
    await warmUpSearch(stop);
    expect(stop).toHaveBeenCalledTimes(3);
  });
});
