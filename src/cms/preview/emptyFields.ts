/** A map or list of Immutable.js, as Decap holds an entry's data: both map and filter over their values. */
export interface ImmutableCollection {
  map(transform: (value: unknown) => unknown): ImmutableCollection;
  filter(keep: (value: unknown) => boolean): ImmutableCollection;
}

const isCollection = (value: unknown): value is ImmutableCollection =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ImmutableCollection).map === 'function' &&
  typeof (value as ImmutableCollection).filter === 'function';

const isEmpty = (value: unknown) => value === '' || value === null || value === undefined;

/**
 * An entry's data without the fields an editor left or cleared empty, at any depth. Decap saves a
 * cleared optional field as `key: ""`, which the build rejects (a sidebar label must have text, a
 * position must be a number); a key left out means "not set", which is what the editor meant.
 */
export function withoutEmptyFields<T extends ImmutableCollection>(data: T): T {
  return data
    .map((value) => (isCollection(value) ? withoutEmptyFields(value) : value))
    .filter((value) => !isEmpty(value)) as T;
}
