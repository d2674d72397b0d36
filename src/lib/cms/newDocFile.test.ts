import { docIdProblems } from '../docs/ids';
import { newDocFileName, NEW_DOC_NAME_KEY, NEW_DOC_SLUG, withoutNewDocNameKey } from './newDocFile';

describe('newDocFileName', () => {
  it('turns a title into a name the id rule accepts', () => {
    expect(newDocFileName('Trade_tips ~ v2', undefined)).toBe('trade-tips-v2');
    expect(newDocFileName('Café shelf space', undefined)).toBe('cafe-shelf-space');
    expect(newDocFileName('  2.0: what changed?  ', undefined)).toBe('2-0-what-changed');
    for (const title of ['Trade_tips ~ v2', 'Ünïcödé — “quotes” & <tags>', 'a.b.c']) {
      expect(docIdProblems(`guides/${newDocFileName(title, undefined)}.mdx`, undefined)).toEqual([]);
    }
  });

  it("falls back to the doc's id for a title without a letter or digit of the rule, else gives nothing", () => {
    expect(newDocFileName('日本語のガイド', 'japanese-guide')).toBe('japanese-guide');
    expect(newDocFileName('???', 'Not An Id')).toBe('');
    expect(newDocFileName('???', undefined)).toBe('');
    expect(newDocFileName(undefined, undefined)).toBe('');
  });

  it('is what the slug template names', () => {
    expect(NEW_DOC_SLUG).toBe(`{{fields.${NEW_DOC_NAME_KEY}}}`);
  });
});

describe('withoutNewDocNameKey', () => {
  it('takes the key out of the front matter and leaves every other byte as it was', () => {
    const kept = ['---', 'title: Trade_tips ~ v2', "description: 'It''s long'", '---', '', 'Body: x', ''];
    const written = [...kept.slice(0, 2), `${NEW_DOC_NAME_KEY}: trade-tips-v2`, ...kept.slice(2)].join('\n');
    expect(withoutNewDocNameKey(written)).toBe(kept.join('\n'));
    expect(withoutNewDocNameKey(`---\n${NEW_DOC_NAME_KEY}: ""\ntitle: T\n---\n`)).toBe('---\ntitle: T\n---\n');
  });

  it('leaves a text without the key, or without front matter, as it is', () => {
    for (const text of ['---\ntitle: T\n---\nBody\n', `No front matter\n${NEW_DOC_NAME_KEY}: x\n`, '']) {
      expect(withoutNewDocNameKey(text)).toBe(text);
    }
  });
});
