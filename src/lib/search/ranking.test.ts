import type { SearchPage } from './records';
import type { ResultGroup } from './results';
import { searchFilesOf } from './searchFiles.testHelper';

const section = (value: string, id: string, text: string, depth = 2) => ({ heading: { depth, value, id }, text });

/** Three docs shaped like the site's own (an introduction, resources, want lists), written for this test. */
const pages: SearchPage[] = [
  {
    title: 'Introduction to Trove',
    route: '/',
    sections: [
      { text: 'Trove helps you track your collecting goals, haves and wants.' },
      section('Goals', 'goals', 'A goal is a target with a finishing line, made of slots, one per item needed.', 3),
      section(
        'Haves',
        'haves',
        'Haves are the items you own: each have records its catalogue number, condition, quantity and price.',
        3,
      ),
      section('Wants', 'wants', 'Wants are items you are looking for, with a priority and a price ceiling.', 3),
    ],
  },
  {
    title: 'Resources',
    route: '/resources',
    sections: [
      { text: 'Reference works collectors use alongside Trove.' },
      section(
        'Catalogue numbers',
        'catalogue-numbers',
        'A catalogue number identifies an item. Record the catalogue system and the catalogue number together.',
      ),
      section(
        'Coins: the Sheldon scale',
        'coins-the-sheldon-scale',
        'The Sheldon scale runs from 1 to 70. Proof coins use the same numbers with a PR prefix.',
        3,
      ),
      section('Cards: PSA grading', 'cards-psa-grading', 'PSA grades slabbed cards from 1 (Poor) to 10 (Gem Mint).', 3),
      section('Price guides', 'price-guides', 'Guides tell you what things are worth, by Sheldon grade or PSA grade.'),
    ],
  },
  {
    title: 'Want lists',
    route: '/wants',
    sections: [
      { text: 'A want list holds the items you are looking for.' },
      section(
        'Price ceilings',
        'price-ceilings',
        'A price ceiling is the most you pay for a want. Ceilings turn wishes into a buying plan.',
      ),
      section(
        'Setting a ceiling',
        'setting-a-ceiling',
        'Tick several wants and choose Set ceiling, with an amount or a share of the guide price.',
        3,
      ),
      section('Alerts', 'alerts', 'Trove tells you when a matching duplicate is offered below your ceiling.'),
    ],
  },
];

const { open } = searchFilesOf(pages);
const search = async (input: string) => (await (await open()).engine.search(input)) as ResultGroup[];

/** Results as `route#anchor`, best first. */
const ranked = async (input: string) =>
  (await search(input)).flatMap((group) => group.hits.map((hit) => `${hit.page.route}#${hit.anchor}`));

describe('ranking', () => {
  it('finds the section whose heading and text are about the word first', async () => {
    expect((await ranked('ceiling'))[0]).toBe('/wants#price-ceilings');
  });

  it.each(['catalogue', 'catalouge'])('finds the resources page first for "%s", other pages after', async (input) => {
    const [first, second] = await search(input);
    expect(first.page.route).toBe('/resources');
    expect(first.hits[0].anchor).toBe('catalogue-numbers');
    expect(second.page.route).not.toBe('/resources');
  });

  it('finds a section by its heading', async () => {
    expect((await ranked('haves'))[0]).toBe('/#haves');
  });

  it('matches prefixes while the reader types', async () => {
    expect((await ranked('cei'))[0]).toBe('/wants#price-ceilings');
    expect((await ranked('price ceil'))[0]).toBe('/wants#price-ceilings');
  });

  it('needs every word, ignoring stop words and a letter just typed', async () => {
    expect(await ranked('sheldon proof')).toEqual(['/resources#coins-the-sheldon-scale']);
    expect(await ranked('the proof of the sheldon s')).toEqual(['/resources#coins-the-sheldon-scale']);
    expect(await ranked('sheldon xylophone')).toEqual([]);
  });

  it('tolerates one typo in words of four letters or more, not in shorter ones', async () => {
    expect((await ranked('celing'))[0]).toBe('/wants#price-ceilings');
    expect(await ranked('psa')).not.toEqual([]);
    expect(await ranked('pas')).not.toContain('/resources#cards-psa-grading');
  });

  it('finds nothing for a word that is not there', async () => {
    expect(await search('xylophone')).toEqual([]);
  });

  it('reports the indexed words that matched, for highlighting', async () => {
    const hit = (await search('catalouge'))[0].hits[0];
    expect(hit.terms).toContain('catalogue');
    expect(hit.page).toEqual({ title: 'Resources', route: '/resources' });
    expect(hit.heading).toBe('Catalogue numbers');
  });
});
