import fs from 'node:fs';
import path from 'node:path';
import { splitSections } from '../headings';
import { buildSearchIndex } from './buildIndex';
import { loadSearchEngine } from './engine';
import { plainText } from './plainText';

/** A doc of content/docs as the build hands it to the index. */
function contentPage(id: string, route: string) {
  const source = fs.readFileSync(path.resolve('content/docs', `${id}.mdx`), 'utf8');
  const [, frontMatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source)!;
  const sections = splitSections(body).map(({ heading, lines }) => ({ heading, text: plainText(lines) }));
  return { title: /^title: (.*)$/m.exec(frontMatter)![1], route, sections };
}

// Through JSON and back, as the browser gets it.
const indexFile = buildSearchIndex(
  [contentPage('index', '/'), contentPage('resources', '/resources'), contentPage('wants', '/wants')],
  [],
);
const engine = loadSearchEngine(JSON.parse(JSON.stringify(indexFile)));

/** Results as `route#anchor`, best first. */
const ranked = (input: string) =>
  engine.search(input).flatMap((group) => group.hits.map((hit) => `${hit.page.route}#${hit.anchor}`));

describe('ranking against the three content pages (issue 4)', () => {
  it('finds the price-ceiling section of the wants page first for "ceiling"', () => {
    expect(ranked('ceiling')[0]).toBe('/wants#price-ceilings');
  });

  it.each(['catalogue', 'catalouge'])('finds the resources page first for "%s"', (input) => {
    const [first, second] = engine.search(input);
    expect(first.page.route).toBe('/resources');
    expect(first.hits[0].anchor).toBe('catalogue-numbers');
    expect(second.page.route).not.toBe('/resources');
  });

  it('finds the index page first for "haves"', () => {
    expect(ranked('haves')[0]).toBe('/#haves');
  });

  it('matches prefixes while the reader types', () => {
    expect(ranked('cei')[0]).toBe('/wants#price-ceilings');
    expect(ranked('price ceil')[0]).toBe('/wants#price-ceilings');
  });

  it('needs every word, ignoring stop words and a letter just typed', () => {
    expect(ranked('sheldon proof')).toEqual(['/resources#coins-the-sheldon-scale']);
    expect(ranked('the proof of the sheldon s')).toEqual(['/resources#coins-the-sheldon-scale']);
    expect(ranked('sheldon xylophone')).toEqual([]);
  });

  it('tolerates one typo in words of four letters or more, not in shorter ones', () => {
    expect(ranked('celing')[0]).toBe('/wants#price-ceilings');
    expect(ranked('psa')).not.toEqual([]);
    expect(ranked('pas')).not.toContain('/resources#cards-psa-grading');
  });

  it('finds nothing for a word that is not there', () => {
    expect(engine.search('xylophone')).toEqual([]);
  });

  it('reports the indexed words that matched, for highlighting', () => {
    const hit = engine.search('catalouge')[0].hits[0];
    expect(hit.terms).toContain('catalogue');
    expect(hit.page).toEqual({ title: 'Resources', route: '/resources' });
    expect(hit.heading).toBe('Catalogue numbers');
  });
});
