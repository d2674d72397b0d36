import { ADMIN_WIDGETS } from '../../lib/cms/adminWidgets';
import type { Cms, CreateClass, CreateElement } from './cms';
import { createCountedText } from './countedText';
import { createDocPicker } from './docPicker';
import { createLiveDocs } from './liveDocs';
import { quietRefusals } from './refusals';
import { createSummaryList } from './summaryList';
import { guardUploads } from './uploadGuard';

/** Decap's own widget, which the admin's widgets build on. */
function decapWidget(cms: Cms, name: string): { control: unknown; preview?: unknown } {
  const widget = cms.getWidget(name);
  if (!widget)
    throw new Error(`The CMS's forms need Decap's "${name}" widget, which decap-cms.js no longer registers.`);
  return widget;
}

/**
 * Sets up the forms: the admin's widgets that config.yml names (src/lib/cms/adminWidgets.ts), the
 * check of uploads against the build's media rules, and no page error when a form refuses a value.
 */
export function setUpForms(cms: Cms, h: CreateElement, createClass: CreateClass, target: Window): void {
  const docs = createLiveDocs();
  const [text, select, list] = ['text', 'select', 'list'].map((name) => decapWidget(cms, name));
  // Each shows its value in a preview as the Decap widget it builds on.
  cms.registerWidget(ADMIN_WIDGETS.countedText, createCountedText(h, createClass, text.control), text.preview);
  cms.registerWidget(ADMIN_WIDGETS.docPicker, createDocPicker(h, createClass, select.control, docs), select.preview);
  cms.registerWidget(ADMIN_WIDGETS.list, createSummaryList(list.control, docs), list.preview);
  guardUploads(target, (message) => target.alert(message));
  quietRefusals(target);
}
