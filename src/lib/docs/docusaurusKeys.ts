/**
 * Front matter keys a Docusaurus doc may carry that this site refuses, each with what to do
 * instead: a site moving from Docusaurus learns, file by file, what changes, rather than "unknown key".
 */
export const UNSUPPORTED_DOCUSAURUS_KEYS: Readonly<Record<string, string>> = {
  displayed_sidebar:
    'a doc shows the first sidebar that lists it: list it in that sidebar in content/navigation/sidebars.yml, and remove the key',
  sidebar_key:
    'sidebar entries are told apart by doc id here: give the doc its own "id" if two entries clash, and remove the key',
  parse_number_prefixes:
    'file names are never stripped of number prefixes here: order docs with "sidebar_position", and remove the key',
  format:
    'every doc is read as MDX held to the content profile (docs/editing.md), whatever its extension: remove the key',
  sidebar_custom_props:
    'Docusaurus hands it to the sidebar item for a swizzled theme component to read, and this site has no swizzled theme: remove it, and use "sidebar_class_name" to style the item',
};

/**
 * What the message says of a key no Docusaurus doc has either: Docusaurus passes such keys to the
 * theme, where only a swizzled component would read them; here nothing would, so they are refused.
 */
export const OTHER_KEY_REASON = 'unknown key (Docusaurus would hand it to a swizzled theme, which this site has not)';
