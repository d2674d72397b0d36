import { isElement, walk, type HastNode } from './hast';

/**
 * Highlighted code carries its colours as classes, not `style` attributes, so the site's Content
 * Security Policy can forbid inline styles. Shiki writes declarations such as `color:#1F2328` (the
 * light theme), `--shiki-dark:#E6EDF3` (the dark theme) and `--shiki-dark-font-style:italic`; each
 * becomes a class named after it, and `codeStylesheet` writes the rules for every class the themes
 * can produce. A declaration no theme rule covers stays in the style attribute.
 */

/** When a declaration applies: always, or in one colour mode only. */
type Mode = 'base' | 'light' | 'dark';

interface Declaration {
  mode: Mode;
  property: string;
  value: string;
}

/** `--shiki-dark` → the dark colour, `--shiki-dark-bg` → its background, `--shiki-dark-font-style` → its font style. */
function declarationOf(property: string, value: string): Declaration {
  const variable = /^--shiki-(light|dark)(?:-(.+))?$/.exec(property);
  if (!variable) return { mode: 'base', property, value };
  const [, mode, rest] = variable;
  const cssProperty = rest === undefined ? 'color' : rest === 'bg' ? 'background-color' : rest;
  return { mode: mode as Mode, property: cssProperty, value };
}

const PROPERTY_KEYS: Record<string, string> = {
  color: 'c',
  'background-color': 'b',
  'font-style': 's',
  'font-weight': 'w',
  'text-decoration': 'd',
};
const MODE_KEYS: Record<Mode, string> = { base: '', light: 'l', dark: 'n' };

/** The class of a declaration, such as `cs-c-1f2328` or `cs-nc-e6edf3`; undefined for properties it does not cover. */
export function codeStyleClass(property: string, value: string): string | undefined {
  const declaration = declarationOf(property.trim().toLowerCase(), value.trim().toLowerCase());
  const key = PROPERTY_KEYS[declaration.property];
  if (!key || !/^#?[a-z0-9-]+$/.test(declaration.value)) return undefined;
  return `cs-${MODE_KEYS[declaration.mode]}${key}-${declaration.value.replace(/^#/, '')}`;
}

/** A CSS rule of a class, under the colour mode it applies in. */
function rule(mode: Mode, className: string, property: string, value: string): string {
  const scope = { base: '', light: ":root:not([data-theme='dark']) ", dark: "[data-theme='dark'] " }[mode];
  return `${scope}.${className}{${property}:${value}}`;
}

export interface ThemePalette {
  /** The colours of the theme's text: token colours, the editor's and the terminal's (for ANSI output). */
  foreground: readonly string[];
  /** The colour behind a code block. */
  background: readonly string[];
}

const FONT_STYLES: ReadonlyArray<[string, string]> = [
  ['font-style', 'italic'],
  ['font-weight', 'bold'],
  ['text-decoration', 'underline'],
  ['text-decoration', 'line-through'],
  // A token styled in one theme only gets `inherit` for the other: seen as
  // `--shiki-light-font-style:inherit` on 2 of 3,000 pages of a scale build (2026-11-29).
  ['font-style', 'inherit'],
  ['font-weight', 'inherit'],
  ['text-decoration', 'inherit'],
];

const lowerCased = (values: readonly string[]) => new Set(values.map((value) => value.toLowerCase()));

/**
 * Every class a pair of themes makes highlighted code carry, with its rule. Shiki writes the light
 * theme's colours as plain declarations and the dark theme's as `--shiki-dark` variables.
 */
export function codeStyleRules(themes: { light: ThemePalette; dark: ThemePalette }): Map<string, string> {
  const rules = new Map<string, string>();
  const add = (mode: Mode, written: string, property: string, value: string) => {
    const className = codeStyleClass(written, value);
    if (className) rules.set(className, rule(mode, className, property, value));
  };
  for (const color of lowerCased(themes.light.foreground)) add('base', 'color', 'color', color);
  for (const color of lowerCased(themes.light.background)) add('base', 'background-color', 'background-color', color);
  for (const color of lowerCased(themes.dark.foreground)) add('dark', '--shiki-dark', 'color', color);
  for (const color of lowerCased(themes.dark.background)) add('dark', '--shiki-dark-bg', 'background-color', color);
  for (const [property, value] of FONT_STYLES) {
    add('base', property, property, value);
    add('light', `--shiki-light-${property}`, property, value);
    add('dark', `--shiki-dark-${property}`, property, value);
  }
  return rules;
}

/** A VS Code theme's JSON, as far as its colours go. */
export interface ThemeJson {
  colors?: Record<string, string>;
  tokenColors?: Array<{ settings?: { foreground?: string } }>;
}

/** The colours of a theme that highlighted code uses. */
export function themePalette(theme: ThemeJson): ThemePalette {
  const colors = theme.colors ?? {};
  const foreground = [
    ...(theme.tokenColors ?? []).flatMap((token) => (token.settings?.foreground ? [token.settings.foreground] : [])),
    ...Object.entries(colors).flatMap(([key, value]) =>
      key === 'editor.foreground' || key.startsWith('terminal.ansi') ? [value] : [],
    ),
  ];
  return { foreground, background: colors['editor.background'] ? [colors['editor.background']] : [] };
}

/** src/styles/codeColors.css: the rules of the highlighted code's classes. */
export function codeStylesheetFile(rules: ReadonlyMap<string, string>): string {
  return `/* Written by \`npm run code-colors\` from the highlighter's themes: do not edit. */\n${[...rules.values()].join('\n')}\n`;
}

/** Moves each covered declaration of an element's style attribute into a class. */
function moveToClasses(node: HastNode, covered: ReadonlySet<string>): void {
  const properties = node.properties;
  if (typeof properties?.style !== 'string') return;
  const classes: string[] = [];
  const kept: string[] = [];
  for (const declaration of properties.style.split(';').filter((part) => part.trim())) {
    const colon = declaration.indexOf(':');
    const className = colon > 0 ? codeStyleClass(declaration.slice(0, colon), declaration.slice(colon + 1)) : undefined;
    if (className && covered.has(className)) classes.push(className);
    else kept.push(declaration.trim());
  }
  // Shiki names classes in `class` (a string), hast in `className` (a list).
  if (classes.length > 0 && typeof properties.class === 'string') properties.class += ` ${classes.join(' ')}`;
  else if (classes.length > 0) {
    const existing = properties.className;
    properties.className = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), ...classes];
  }
  if (kept.length > 0) properties.style = kept.join(';');
  else delete properties.style;
}

/** Rehype plugin, after highlighting: the highlighted blocks' colours become classes. */
export default function rehypeCodeStyles({ covered }: { covered: ReadonlySet<string> }) {
  return (tree: HastNode) => {
    walk(tree, (node) => {
      if (!isElement(node, 'pre')) return undefined;
      moveToClasses(node, covered);
      walk(node, (inner) => moveToClasses(inner, covered));
      return 'skip';
    });
  };
}
