import { catalogue, type StringKey, type UiStrings } from './catalogue';

/** The names of a message's `{placeholders}`, as a union: `'{count} results'` → `'count'`. */
export type PlaceholdersIn<Message extends string> = Message extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersIn<Rest>
  : never;

/** The values a key's placeholders take, by name; keys without placeholders take none. */
export type PlaceholderValues<Key extends StringKey, Value> = Record<
  PlaceholdersIn<(typeof catalogue)[Key]['message']>,
  Value
>;

/** Keys whose message has no placeholder: a plain label. */
export type PlainKey = {
  [Key in StringKey]: PlaceholdersIn<(typeof catalogue)[Key]['message']> extends never ? Key : never;
}[StringKey];

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The placeholder names a message uses, each once, sorted: what a translation must keep. */
export function placeholdersOf(message: string): string[] {
  return [...new Set([...message.matchAll(PLACEHOLDER)].map((match) => match[1]))].sort();
}

/**
 * A message cut at its placeholders, each replaced by its value: for values that are elements (a
 * link, a `<kbd>`), which a component writes in the order the locale's message puts them.
 */
export function messageParts<Key extends StringKey, Value>(
  strings: Pick<UiStrings, Key>,
  key: Key,
  values: PlaceholderValues<Key, Value>,
): Array<string | Value> {
  const byName = values as Record<string, Value>;
  return strings[key]
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 1 ? byName[part] : part))
    .filter((part) => part !== '');
}

/** A message with its placeholders filled in: `formatMessage(strings, 'search.resultsCount', { count: 3 })`. */
export function formatMessage<Key extends StringKey>(
  strings: Pick<UiStrings, Key>,
  key: Key,
  values: PlaceholderValues<Key, string | number>,
): string {
  return messageParts(strings, key, values).join('');
}
