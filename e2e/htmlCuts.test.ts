/** @jest-environment node */
import { cutAfter, tagEnds } from './htmlCuts';

const html = '<p class="a">One <em>two</em></p><main>';

describe('cutAfter', () => {
  it('cuts just past the first tag that follows the text', () => {
    expect(html.slice(0, cutAfter(html, 'One'))).toBe('<p class="a">One <em>');
    expect(html.slice(0, cutAfter(html, 'class="a"'))).toBe('<p class="a">');
  });

  it('names the text it cannot find', () => {
    expect(() => cutAfter(html, 'three')).toThrow('The page holds no "three" to cut after.');
  });
});

describe('tagEnds', () => {
  it('lists the end of every tag from one offset up to another', () => {
    const ends = tagEnds(html, 0, html.indexOf('<main'));
    expect(ends.map((end) => html.slice(0, end).split('<').pop())).toEqual(['p class="a">', 'em>', '/em>', '/p>']);
  });

  it('starts at the given offset', () => {
    expect(tagEnds(html, html.indexOf('</em>'), html.length)).toEqual([
      html.indexOf('</em>') + 5,
      html.indexOf('</p>') + 4,
      html.length,
    ]);
  });
});
