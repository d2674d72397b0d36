/** The objects and arrays that `value` holds more than once, by identity. */
function repeatedIn(value: unknown): Set<object> {
  const seen = new Set<object>();
  const repeated = new Set<object>();
  const visit = (node: unknown) => {
    if (node === null || typeof node !== 'object') return;
    if (seen.has(node)) {
      repeated.add(node);
      return;
    }
    seen.add(node);
    for (const child of Array.isArray(node) ? node : Object.values(node)) visit(child);
  };
  visit(value);
  return repeated;
}

/**
 * `value` as YAML in JSON's flow style, where every object or array it holds more than once (the
 * same instance, not an equal copy) is written once with an anchor (`&a1 [...]`) and then as an
 * alias (`*a1`). A reader of YAML gets the same tree as from `JSON.stringify(value)`; the text
 * grows with what differs, not with how often a list is repeated. Keys whose value is undefined
 * are left out, as JSON leaves them out. `value` holds what JSON can write: no cycles, functions or dates.
 */
export function yamlWithAliases(value: unknown): string {
  const repeated = repeatedIn(value);
  const anchors = new Map<object, string>();
  const write = (node: unknown, indent: string): string => {
    if (node === null || typeof node !== 'object') return JSON.stringify(node);
    const alias = anchors.get(node);
    if (alias) return `*${alias}`;
    let anchor = '';
    if (repeated.has(node)) {
      const name = `a${anchors.size + 1}`;
      anchors.set(node, name);
      anchor = `&${name} `;
    }
    const inner = `${indent} `;
    const entries = Array.isArray(node)
      ? node.map((item) => `${inner}${write(item, inner)}`)
      : Object.entries(node).flatMap(([key, item]) =>
          item === undefined ? [] : [`${inner}${JSON.stringify(key)}: ${write(item, inner)}`],
        );
    const [open, close] = Array.isArray(node) ? ['[', ']'] : ['{', '}'];
    return entries.length === 0
      ? `${anchor}${open}${close}`
      : `${anchor}${open}\n${entries.join(',\n')}\n${indent}${close}`;
  };
  return write(value, '');
}
