import { CMS_BACKENDS } from '../../lib/cms/backendSettings';
import { BODY_WIDGET, CHECKED_WIDGETS, checkedWidgetName } from '../../lib/cms/buildChecks';
import { NEW_DOC_NAME_KEY, newDocFileName } from '../../lib/cms/newDocFile';
import type { Cms, CreateClass, CreateElement, ImmutableMap } from '../preview/cms';
import { gateBackends } from './backendGate';
import { createBodyEditor } from './BodyEditor';
import { createCheckedControl, type ControlProps } from './CheckedControl';
import { buildMessagesBeside } from './entryChecks';
import type { CheckedSite } from './fileChecks';

/** The backends the CMS may use: the Git hosts it can commit to, and the local decap-server (`proxy`). */
const BACKENDS = [...CMS_BACKENDS, 'proxy'];

/** An entry's data, as Decap holds it (Immutable.js). */
interface EntryData extends ImmutableMap {
  set(key: string, value: unknown): EntryData;
}

export interface BuildChecksOptions extends CheckedSite {
  h: CreateElement;
  createClass: CreateClass;
  /** The collections of docs, whose new entries get their file names from newDocFile.ts. */
  docCollections: readonly string[];
  /** The URL of form.css, the stylesheet of what the checks add to the form. */
  stylesheet: string;
}

/**
 * The build's checks in the CMS (docs/cms-checks.md): the fields of docs and navigation
 * show the build's messages beside them and refuse a save the build would reject (the checked
 * widgets of src/lib/cms/buildChecks.ts and the body's editor), new docs get file names the build
 * takes, and the backend writes no file the build would reject (backendGate.ts).
 */
export function registerBuildChecks(CMS: Cms, options: BuildChecksOptions): void {
  const { h, createClass, pathPrefix, docIdsNow, docCollections } = options;
  const messagesOf = (props: ControlProps) =>
    buildMessagesBeside(props.getEntry(), props.collection, String(props.field.get('name')), docIdsNow());
  for (const name of CHECKED_WIDGETS) {
    const { control, preview, ...widgetOptions } = CMS.getWidget(name) ?? {};
    if (!control) continue;
    const controlComponent = createCheckedControl(h, createClass, control, messagesOf);
    CMS.registerWidget({
      name: checkedWidgetName(name),
      controlComponent,
      previewComponent: preview,
      ...widgetOptions,
    });
  }
  CMS.registerWidget({
    name: BODY_WIDGET,
    controlComponent: createBodyEditor(h, createClass, { pathPrefix }),
    previewComponent: ({ value }: { value?: unknown }) => h('pre', null, value),
  });
  CMS.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      if (entry.get('newRecord') !== true || !docCollections.includes(String(entry.get('collection'))))
        return undefined;
      const data = entry.get('data') as EntryData;
      return data.set(NEW_DOC_NAME_KEY, newDocFileName(data.get('title'), data.get('id')));
    },
  });
  gateBackends(CMS, BACKENDS, { pathPrefix, docIdsNow });
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = options.stylesheet;
  document.head.append(link);
}
