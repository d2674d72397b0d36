import { SOURCE_TEXT_KEY } from '../../lib/cms/fileFormats';
import type { ImmutableMap } from './cms';
import { withSourceText } from './fileFormats';

/** A stand-in for Immutable's Map: `set` gives a new map. */
class Data {
  constructor(readonly values: Record<string, unknown>) {}
  set(key: string, value: unknown) {
    return new Data({ ...this.values, [key]: value });
  }
}

const entry = (fields: Record<string, unknown>): ImmutableMap => ({
  get: (key: string) => fields[key],
  getIn: () => undefined,
});

describe('withSourceText', () => {
  it('hands the file as loaded to the format in the data to save', () => {
    const data = new Data({ title: 'Wants' });
    const saved = withSourceText(entry({ raw: '---\ntitle: Want\n---\n', data })) as unknown as Data;
    expect(saved.values).toEqual({ title: 'Wants', [SOURCE_TEXT_KEY]: '---\ntitle: Want\n---\n' });
  });

  it('leaves a new entry, which has no file yet, as it is', () => {
    expect(withSourceText(entry({ raw: '', data: new Data({ title: 'New' }) }))).toBeUndefined();
  });
});
