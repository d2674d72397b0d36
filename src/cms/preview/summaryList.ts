import { ADMIN_WIDGETS, type Choice } from '../../lib/cms/adminWidgets';
import type { Immutable } from './immutable';
import type { LiveDocs } from './liveDocs';

/** A field of an item type of a typed list, as config.yml writes it. */
interface FieldConfig {
  name: string;
  widget?: string;
  options?: Array<Choice | string>;
}

/**
 * The labels of the options an item picked, by field: `{ id: 'Want lists (wants)' }` for a doc
 * item holding `id: wants`. A doc picker's labels come from the docs read when the form opened
 * (`docs`), else from config.yml; a value no option has keeps its place in the summary as it is.
 */
export function optionLabels(
  fields: readonly FieldConfig[],
  item: Readonly<Record<string, unknown>>,
  docs: readonly Choice[] | undefined,
): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const field of fields) {
    const value = item[field.name];
    if (typeof value !== 'string' || !field.options) continue;
    const options = field.widget === ADMIN_WIDGETS.docPicker && docs ? docs : field.options;
    const option = options.find((choice) => (typeof choice === 'string' ? choice : choice.value) === value);
    if (option && typeof option !== 'string') labels[field.name] = option.label;
  }
  return labels;
}

/** Decap's list control, as much of it as the subclass uses. */
type ListControl = new (props: never) => {
  props: { field: Immutable };
  objectLabel(item: Immutable): string;
  forceUpdate(): void;
  componentDidMount?(): void;
  componentWillUnmount?(): void;
};

/**
 * The admin's list (ADMIN_WIDGETS.list): Decap's list, whose collapsed items read
 * `Doc: Want lists (wants)` where Decap's read `Doc: wants`. The item's summary template is
 * filled from the item with each picked option's label in place of its value; the item itself,
 * which the file gets, is unchanged. Decap's list is a class with no hook for this: the subclass
 * overrides its `objectLabel`, the method that fills the template.
 */
export function createSummaryList(list: unknown, docs: LiveDocs): unknown {
  const Base = list as ListControl;
  return class SummaryList extends Base {
    stopDocs?: () => void;

    override componentDidMount() {
      super.componentDidMount?.();
      this.stopDocs = docs.subscribe(() => this.forceUpdate());
    }

    override componentWillUnmount() {
      super.componentWillUnmount?.();
      this.stopDocs?.();
    }

    override objectLabel(item: Immutable): string {
      // An item that is no map (a file's mistake) gets Decap's own message.
      if (typeof item?.toJS !== 'function') return super.objectLabel(item);
      const { field } = this.props;
      const typeKey = (field.get('typeKey') as string | undefined) ?? 'type';
      const data = item.toJS() as Record<string, unknown>;
      const types = ((field.get('types') as Immutable | undefined)?.toJS() ?? []) as Array<{
        name: string;
        fields?: FieldConfig[];
      }>;
      const type = types.find((candidate) => candidate.name === data[typeKey]);
      const labels = type?.fields ? optionLabels(type.fields, data, docs.current()) : {};
      return super.objectLabel(Object.keys(labels).length > 0 ? item.merge(labels) : item);
    }
  };
}
