import { ADMIN_WIDGETS } from '../../lib/cms/adminWidgets';
import type { Cms, CreateClass, CreateElement, DecapWidget } from './cms';
import { createCountedText } from './countedText';
import { createDocPicker } from './docPicker';
import type { LiveDocs } from './liveDocs';
import { quietRefusals } from './refusals';
import { createSummaryList } from './summaryList';
import { guardUploads } from './uploadGuard';

/** Decap's own widget, which the admin's widgets build on. */
function decapWidget(cms: Cms, name: string): DecapWidget {
  const widget = cms.getWidget(name);
  if (!widget)
    throw new Error(`The CMS's forms need Decap's "${name}" widget, which decap-cms.js no longer registers.`);
  return widget;
}

/**
 * Sets up the forms: the admin's widgets that config.yml names (src/lib/cms/adminWidgets.ts), the
 * check of uploads against the build's media rules, and no page error when a form refuses a value.
 * The doc pickers offer `docs`, the docs as read from the backend.
 */
export function setUpForms(cms: Cms, h: CreateElement, createClass: CreateClass, target: Window, docs: LiveDocs): void {
  const [text, select, list] = ['text', 'select', 'list'].map((name) => decapWidget(cms, name));
  // Each shows its value in a preview as the Decap widget it builds on.
  const widgets = [
    { name: ADMIN_WIDGETS.countedText, controlComponent: createCountedText(h, createClass, text.control), base: text },
    {
      name: ADMIN_WIDGETS.docPicker,
      controlComponent: createDocPicker(h, createClass, select.control, docs),
      base: select,
    },
    { name: ADMIN_WIDGETS.list, controlComponent: createSummaryList(list.control, docs), base: list },
  ];
  for (const { name, controlComponent, base } of widgets)
    cms.registerWidget({ name, controlComponent, previewComponent: base.preview });
  guardUploads(target, (message) => target.alert(message));
  quietRefusals(target);
}
