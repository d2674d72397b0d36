/**
 * The parts of Decap CMS's globals that the preview uses. `decap-cms.js` carries its own React (19),
 * and the preview pane renders with it: a preview template is made with its `createClass` and `h`
 * (its createElement), never with the site's React.
 */

/** An Immutable.js map, as Decap hands entries and collections to preview templates. */
export interface ImmutableMap {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
}

/** The props Decap gives a preview template (among others). */
export interface PreviewTemplateProps {
  entry: ImmutableMap;
  collection: ImmutableMap;
  /** The preview iframe's document and window. */
  document?: Document;
  window?: Window;
}

/** Decap's createElement. */
export type CreateElement = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;

/** create-react-class, bound to Decap's React. */
export type CreateClass = (spec: object) => unknown;

/** A widget as Decap registers it: its control (the form's field) and preview components, and options. */
export interface DecapWidget {
  control: unknown;
  preview?: unknown;
  schema?: object;
  allowMapValue?: boolean;
  globalStyles?: unknown;
}

export interface Cms {
  registerPreviewTemplate(name: string, component: unknown): void;
  registerPreviewStyle(url: string): void;
  /** Starts the CMS; the admin page sets it to wait for this call (src/node/cms/buildPreview.ts, MANUAL_INIT_SCRIPT). */
  init(): void;
  /**
   * A `preSave` handler returns the entry's data to save in place of what the form holds (or
   * undefined to keep it); Decap names a new entry's file from that data, then writes it.
   */
  registerEventListener(listener: { name: 'preSave'; handler: (event: { entry: ImmutableMap }) => unknown }): void;
  registerWidget(
    widget: Omit<DecapWidget, 'control' | 'preview'> & {
      name: string;
      controlComponent: unknown;
      previewComponent?: unknown;
    },
  ): void;
  getWidget(name: string): DecapWidget | undefined;
  /** A registered backend: `init` makes its implementation, with Decap's config, once the CMS has loaded it. */
  getBackend(name: string): { init: (...args: unknown[]) => unknown } | undefined;
  /** A file format config.yml can name: `toFile` gets the entry's data and the form's field names, in order. */
  registerCustomFormat(
    name: string,
    extension: string,
    format: { fromFile(text: string): object; toFile(data: Record<string, unknown>, keyOrder?: string[]): string },
  ): void;
}

declare global {
  interface Window {
    CMS?: Cms;
    h?: CreateElement;
    createClass?: CreateClass;
  }
}

/** Decap's globals, or an error saying the preview script was loaded without (or before) decap-cms.js. */
export function cmsGlobals(): { CMS: Cms; h: CreateElement; createClass: CreateClass } {
  const { CMS, h, createClass } = window;
  if (!CMS || !h || !createClass)
    throw new Error('The doc preview (preview.js) needs Decap CMS: load decap-cms.js before it on the admin page.');
  return { CMS, h, createClass };
}
