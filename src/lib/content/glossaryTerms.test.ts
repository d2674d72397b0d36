/**
 * @jest-environment node
 */
import path from 'node:path';
import type { RenderInput, RenderResult } from '../../render/renderDoc';
import { RenderPool } from '../../render/renderPool';
import { localeGlossary, type GlossaryTerm } from '../docs/glossary';

// The real pipeline on a worker thread, as the build runs it.
const pool = new RenderPool(1);
afterAll(() => pool.close());
jest.setTimeout(60_000);

const glossary = localeGlossary({
  have: { term: 'have', definition: 'An item you own & track.', aliases: ['haves'] },
  want: { term: 'want', definition: 'An item you are looking for.', aliases: ['wants', 'want list entry'] },
});
const TERMS = 'terms' in glossary ? glossary.terms : [];

const render = (body: string, terms: GlossaryTerm[] | null = TERMS, extra: Partial<RenderInput> = {}) =>
  pool.render({
    body,
    absolutePath: path.resolve('content/docs/fixture.mdx'),
    docsPath: 'fixture.mdx',
    pathPrefix: '',
    lineOffset: 2,
    imageOrigins: [],
    ...(terms ? { terms } : {}),
    ...extra,
  }) as Promise<RenderResult>;

async function rendered(body: string, terms: GlossaryTerm[] | null = TERMS) {
  const result = await render(body, terms);
  if ('error' in result) throw new Error(result.error.message);
  return result.doc;
}

describe('glossary terms', () => {
  it('renders a use as its words, a button described by the definition in a tooltip beside it', async () => {
    const doc = await rendered('Count your :term[Haves] and your :term[list entries]{id=want}.');
    expect(doc.html).toBe(
      '<p>Count your <span class="doc-term" data-behaviour="glossary-term">' +
        '<button type="button" class="doc-term-name" aria-describedby="term:1">Haves</button>' +
        '<span role="tooltip" id="term:1" class="doc-term-definition">An item you own &amp; track.</span></span>' +
        ' and your <span class="doc-term" data-behaviour="glossary-term">' +
        '<button type="button" class="doc-term-name" aria-describedby="term:2">list entries</button>' +
        '<span role="tooltip" id="term:2" class="doc-term-definition">An item you are looking for.</span></span>.</p>',
    );
    // Search's text of the section is the doc's words, not the definitions.
    expect(doc.sections).toEqual([{ text: 'Count your Haves and your list entries.' }]);
  });

  it('matches a name across lines and case, and shows the term itself for a use with an id and no words', async () => {
    const doc = await rendered('A :term[Want\nList   Entry] and :term{id=have}.');
    expect(doc.html).toContain('aria-describedby="term:1">Want List Entry</button>');
    expect(doc.html).toContain('aria-describedby="term:2">have</button>');
  });

  it('renders a use in a heading, a link or a summary as its words alone', async () => {
    const doc = await rendered(
      '## Your :term[haves]\n\n[All :term[wants]](/wants)\n\n<details><summary>:term[haves]</summary>Text</details>',
    );
    expect(doc.html).not.toContain('doc-term');
    expect(doc.headings).toEqual([{ depth: 2, value: 'Your haves', id: 'your-haves' }]);
    expect(doc.html).toContain('>All wants</a>');
  });

  it('stops at each term the glossary lacks, with its line in the file and the nearest name', async () => {
    const result = await render('First :term[haevs].\n\nThen :term[swap]{id=trade} and :term[x]{class=y}.');
    expect(result).toEqual({
      error: expect.objectContaining({
        unknownTerm: true,
        line: 3,
        message: expect.stringContaining('3 problems:'),
      }),
    });
    const { message } = (result as { error: { message: string } }).error;
    expect(message).toContain(
      'The glossary defines no term ":term[haevs]": the closest defined term is "have"; write that, or add the term to the glossary (3:7-3:19)',
    );
    expect(message).toContain(
      'The glossary defines no term "{id=trade}": the closest defined id is "have"; write that, or add the term to the glossary (5:6-5:27)',
    );
    expect(message).toContain('":term" takes an id only ({id=have}), found "class" (5:32-5:49)');
  });

  it('writes a hostile definition and words as text: nothing of them is markup or runs', async () => {
    const hostile = localeGlossary({
      xss: { term: '<img src=x onerror=alert(1)>', definition: '</span><script>alert(1)</script>' },
    });
    const terms = 'terms' in hostile ? hostile.terms : [];
    const doc = await rendered(':term[\\<img src=x onerror=alert(1)\\>]{id=xss} and :term{id=xss}', terms);
    expect(doc.html).not.toMatch(/<img|<script/);
    expect(doc.html).toContain('&lt;/span&gt;&lt;script&gt;alert(1)&lt;/script&gt;</span>');
    expect(doc.markdown?.markdown).toContain('[^term-xss]: **\\<img src=x onerror=alert(1)>**: \\</span>');
  });

  it('shows a use as its words where no glossary is given (the CMS preview)', async () => {
    const doc = await rendered('Your :term[haves].', null);
    expect(doc.html).toBe('<p>Your haves.</p>');
  });

  it('gives the Markdown twin the words, and the definition once in a footnote', async () => {
    const doc = await rendered('Your :term[haves] and one :term[have]. A :term[want].');
    expect(doc.markdown?.markdown).toBe(
      'Your haves[^term-have] and one have[^term-have]. A want[^term-want].\n\n' +
        '[^term-have]: **have**: An item you own & track.\n\n' +
        '[^term-want]: **want**: An item you are looking for.\n',
    );
  });
});
