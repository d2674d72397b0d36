import { withoutEmptyFields, type ImmutableCollection } from './emptyFields';

/** A stand-in for Immutable's Map and List: map and filter keep the kind and the keys, as they do. */
class Collection implements ImmutableCollection {
  constructor(readonly entries: Array<[string | number, unknown]>) {}
  map(transform: (value: unknown) => unknown) {
    return new Collection(this.entries.map(([key, value]) => [key, transform(value)]));
  }
  filter(keep: (value: unknown) => boolean) {
    return new Collection(this.entries.filter(([, value]) => keep(value)));
  }
}

const collection = (values: Record<string, unknown> | unknown[]): Collection =>
  new Collection(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'object' && value !== null ? collection(value as Record<string, unknown>) : value,
    ]),
  );

const plain = (value: unknown): unknown =>
  value instanceof Collection ? Object.fromEntries(value.entries.map(([key, item]) => [key, plain(item)])) : value;

describe('withoutEmptyFields', () => {
  it('drops fields left or cleared empty and keeps every value, false and 0 included', () => {
    const data = collection({ title: 'Wants', sidebar_label: '', sidebar_position: null, draft: false, order: 0 });
    expect(plain(withoutEmptyFields(data))).toEqual({ title: 'Wants', draft: false, order: 0 });
  });

  it('drops them inside lists and nested objects too', () => {
    const data = collection({
      items: [
        { type: 'doc', id: 'wants', label: '' },
        { type: 'link', href: undefined },
      ],
    });
    expect(plain(withoutEmptyFields(data))).toEqual({
      items: { 0: { type: 'doc', id: 'wants' }, 1: { type: 'link' } },
    });
  });
});
