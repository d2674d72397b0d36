import { parse } from 'yaml';
import { yamlWithAliases } from './yamlWithAliases';

/** Reads the text as Decap reads config.yml: aliases followed without a limit. */
const asDecapReads = (text: string) => parse(text, { maxAliasCount: -1, merge: true }) as unknown;

describe('yamlWithAliases', () => {
  it('writes what JSON writes, as YAML, when nothing repeats', () => {
    const value = { name: 'docs', 'odd "key"': 'a\nb: c # d', list: [1, true, null, [], {}], gone: undefined };
    const text = yamlWithAliases(value);
    expect(text).not.toMatch(/[&*]a\d/);
    expect(asDecapReads(text)).toEqual(JSON.parse(JSON.stringify(value)));
  });

  it('writes an object held twice once, then as an alias that reads back as the same value', () => {
    const fields = [{ name: 'title', widget: 'string' }];
    const value = {
      collections: [
        { name: 'a', fields },
        { name: 'b', fields },
        { name: 'c', fields: fields.map((field) => ({ ...field })) },
      ],
    };
    const text = yamlWithAliases(value);
    expect(text.match(/"title"/g)).toHaveLength(2);
    expect(text).toContain('"fields": &a1 [');
    expect(text).toContain('"fields": *a1');
    expect(asDecapReads(text)).toEqual(JSON.parse(JSON.stringify(value)));
  });

  it('anchors an outer object and an inner one it repeats apart', () => {
    const options = [{ label: 'Index', value: 'index' }];
    const picker = { widget: 'picker', options };
    const value = { a: picker, b: picker, c: { options } };
    expect(asDecapReads(yamlWithAliases(value))).toEqual(JSON.parse(JSON.stringify(value)));
  });
});
