import { z } from 'zod';

/*
 * What a doc may hold beyond Markdown: a few harmless HTML elements and the site's own components,
 * each with the attributes it takes and their types. Docs are written by people who do not hold the
 * build's secrets or the site's origin, so nothing here can run code, load from elsewhere, style
 * the page or send a form. A new component is added here on purpose, with its props.
 */

/** An attribute written without a value (`<details open>`, `<TabItem default>`). */
const flag = z.literal(true);

/**
 * HTML elements a doc may write, with the attributes each takes. No `script`, `style`, `iframe`,
 * `object`, `embed`, `form`, `base`, `meta` or `link`; no event handler, `style` or `id` attribute.
 */
export const ALLOWED_HTML = {
  details: z.strictObject({ open: flag.optional() }),
  summary: z.strictObject({}),
  kbd: z.strictObject({}),
  br: z.strictObject({}),
  sup: z.strictObject({}),
  sub: z.strictObject({}),
  abbr: z.strictObject({ title: z.string().min(1) }),
  mark: z.strictObject({}),
  del: z.strictObject({}),
  ins: z.strictObject({}),
  dl: z.strictObject({}),
  dt: z.strictObject({}),
  dd: z.strictObject({}),
} as const;

/** `<Tabs groupId="export-format">`: tabs with the same group show the same choice, on the page and on later visits. */
export const tabsProps = z.strictObject({ groupId: z.string().min(1).optional() });

/** `<TabItem value="csv" label="CSV" default>`: one tab of `<Tabs>`; `default` marks the one shown first. */
export const tabItemProps = z.strictObject({
  value: z.string().min(1),
  label: z.string().min(1).optional(),
  default: flag.optional(),
});

export type TabsAttributes = z.output<typeof tabsProps>;
export type TabItemAttributes = z.output<typeof tabItemProps>;

/** A component a doc may use without importing it: its props, and where it may stand. */
export interface ComponentRule {
  props: z.ZodObject;
  /** The only component its children may be (blank text between them aside). */
  children?: string;
  /** The component it must stand directly inside. */
  parent?: string;
  /** The prop each child must give a different value, such as each tab's `value`. */
  distinctChildProp?: string;
}

/** The components docs may use, rendered to static HTML at build time (src/render/contentComponents.tsx). */
export const ALLOWED_COMPONENTS = {
  Tabs: { props: tabsProps, children: 'TabItem', distinctChildProp: 'value' },
  TabItem: { props: tabItemProps, parent: 'Tabs' },
} as const satisfies Record<string, ComponentRule>;

export type AllowedComponent = keyof typeof ALLOWED_COMPONENTS;

export const isAllowedHtml = (name: string): name is keyof typeof ALLOWED_HTML => Object.hasOwn(ALLOWED_HTML, name);
export const isAllowedComponent = (name: string): name is AllowedComponent => Object.hasOwn(ALLOWED_COMPONENTS, name);

/** The allowed elements as an editor reads them: `<details>, <summary>, …`. */
export const allowedHtmlList = (): string =>
  Object.keys(ALLOWED_HTML)
    .map((name) => `<${name}>`)
    .join(', ');

/** The allowed components as an editor reads them: `<Tabs>, <TabItem>`. */
export const allowedComponentList = (): string =>
  Object.keys(ALLOWED_COMPONENTS)
    .map((name) => `<${name}>`)
    .join(', ');
