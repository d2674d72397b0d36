import type { Choice, DocCollection } from '../../lib/cms/adminWidgets';
import type { CreateClass, CreateElement } from './cms';
import { withOptions, type Immutable } from './immutable';
import type { LiveDocs, Query } from './liveDocs';

/** The props Decap gives a widget's control, among others, which the picker hands on to Decap's select. */
interface ControlProps {
  field: Immutable;
  value?: unknown;
  forID: string;
  query: Query;
}

/**
 * The choices a picker shows: the docs there are, and the value it holds if no doc has that id any
 * more (a doc deleted or renamed since), so the form shows what the file names and the editor can
 * pick another; the build refuses a reference to no doc.
 */
export function pickerChoices(docs: readonly Choice[], value: unknown): Choice[] {
  if (typeof value !== 'string' || value === '' || docs.some((doc) => doc.value === value)) return [...docs];
  return [...docs, { label: `${value} (no doc has this id)`, value }];
}

/**
 * The doc picker (ADMIN_WIDGETS.docPicker): Decap's select, offering the docs of the site as they
 * are when the form opens, read from the backend (`liveDocs`), where config.yml holds the docs of
 * the last build. A doc published a moment ago is offered without a rebuild or a reload.
 */
export function createDocPicker(h: CreateElement, createClass: CreateClass, select: unknown, docs: LiveDocs): unknown {
  return createClass({
    displayName: 'DocPicker',
    componentDidMount(this: { props: ControlProps; forceUpdate(): void; stop?: () => void }) {
      this.stop = docs.subscribe(() => this.forceUpdate());
      const { field, query, forID } = this.props;
      const collections = (field.get('doc_collections') as Immutable | undefined)?.toJS() as
        DocCollection[] | undefined;
      docs.read(query, forID, collections ?? []);
    },
    componentWillUnmount(this: { stop?: () => void }) {
      this.stop?.();
    },
    render(this: { props: ControlProps }) {
      const { field, value } = this.props;
      const built = ((field.get('options') as Immutable).toJS() as Choice[]) ?? [];
      return h(select, { ...this.props, field: withOptions(field, pickerChoices(docs.current() ?? built, value)) });
    },
  });
}
