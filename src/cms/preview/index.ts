// The site's styles that doc content needs, in the order the site loads them: esbuild gathers them
// into preview.css, which the preview pane loads.
import '../../styles/tokens.css';
import '../../styles/global.css';
import '../../styles/codeColors.css';
// DocContent, rendered in the renderer's chunk, is styled by this module; imported here so its CSS
// is in preview.css, under the class names the renderer's chunk writes (one module, one build).
import '../../components/DocContent/styles.module.css';
import { registerBuildChecks } from '../checks';
import { cmsGlobals } from './cms';
import { createDocPreview } from './DocPreview';
import { withoutEmptyFields, type ImmutableCollection } from './emptyFields';
import { registerFileFormats } from './fileFormats';
import { setUpForms } from './forms';
import { createLiveDocs } from './liveDocs';
import { READ_ONLY_WIDGET } from '../../lib/cms/navigationEditing';
import { createReadOnlyNavigation } from '../navigation/readOnlyNavigation';

/** Set by src/node/cms/buildPreview.ts (esbuild's define). */
declare const TROVE_CMS_PREVIEW: { docCollections: string[]; pathPrefix: string };

const { CMS, h, createClass } = cmsGlobals();
const DocPreview = createDocPreview(h, createClass, {
  pathPrefix: TROVE_CMS_PREVIEW.pathPrefix,
  // Written beside preview.css by src/node/cms/buildPreview.ts (FRAME_STYLESHEET).
  stylesheet: new URL('preview-frame.css', import.meta.url).href,
});
for (const name of TROVE_CMS_PREVIEW.docCollections) CMS.registerPreviewTemplate(name, DocPreview);
CMS.registerPreviewStyle(new URL('preview.css', import.meta.url).href);
CMS.registerWidget({ name: READ_ONLY_WIDGET, controlComponent: createReadOnlyNavigation(h, createClass) });
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => withoutEmptyFields(entry.get('data') as ImmutableCollection),
});
// The docs there are, read by the doc pickers; the build's checks of references use the same list.
const docs = createLiveDocs();
// The forms' widgets first: the build's checks make checked copies of them.
setUpForms(CMS, h, createClass, window, docs);
registerBuildChecks(CMS, {
  h,
  createClass,
  pathPrefix: TROVE_CMS_PREVIEW.pathPrefix,
  docIdsNow: () => docs.current()?.map((choice) => choice.value),
  docCollections: TROVE_CMS_PREVIEW.docCollections,
  // Written beside preview.js by src/node/cms/buildPreview.ts (FORM_STYLESHEET).
  stylesheet: new URL('form.css', import.meta.url).href,
});
// Last: its preSave listener adds the file as loaded to the data the others return.
registerFileFormats(CMS);
// Decap waits for this call (MANUAL_INIT_SCRIPT): it loads no entry before the formats are registered.
CMS.init();
