/**
 * An Immutable.js map or list, as Decap hands widgets their field's config and their value. Decap's
 * bundle does not export Immutable.js, and its widgets check their props are Immutable: new ones
 * are made from ones Decap gave, `clear()` giving an empty one of the same kind.
 */
export interface Immutable {
  get(key: string | number): unknown;
  set(key: string, value: unknown): Immutable;
  clear(): Immutable;
  merge(value: object): Immutable;
  push(...values: unknown[]): Immutable;
  toJS(): unknown;
}

/** The field with its `options` replaced, each option an Immutable map as Decap's select expects. */
export function withOptions(field: Immutable, options: ReadonlyArray<{ label: string; value: string }>): Immutable {
  const list = field.get('options') as Immutable;
  return field.set('options', list.clear().push(...options.map((option) => field.clear().merge(option))));
}
