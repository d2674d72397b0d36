import type { CreateClass, CreateElement, ImmutableMap } from '../preview/cms';

/** The props Decap gives a widget's control that this one reads. */
interface ControlProps {
  /** The field's config (src/lib/cms/navigationEditing.ts, `readOnlyField`): `why`, `shown`, `text`. */
  field: ImmutableMap;
  forID: string;
  classNameWrapper: string;
}

/** What Decap shows beside the field when a save is tried: the reason is in the field itself. */
export const READ_ONLY_REFUSAL = 'Not saved: this form is read-only here';

/**
 * The control of a navigation file the CMS cannot write (`READ_ONLY_WIDGET`): it says why and
 * where to edit it, and shows the file as the build reads it. Decap asks every field before it
 * saves; this one always answers with an error, so the form saves nothing.
 */
export function createReadOnlyNavigation(h: CreateElement, createClass: CreateClass): unknown {
  return createClass({
    isValid: () => ({ error: { type: 'CUSTOM', message: READ_ONLY_REFUSAL } }),
    render(this: { props: ControlProps }) {
      const { field, forID, classNameWrapper } = this.props;
      const shown = String(field.get('shown'));
      const text = String(field.get('text') ?? '');
      return h(
        'div',
        { id: forID, className: classNameWrapper },
        h('p', null, String(field.get('why'))),
        text === ''
          ? h('p', null, `${shown} does not exist: the site is built without it.`)
          : h(
              'figure',
              { style: { margin: 0 } },
              h('figcaption', null, `${shown}, as the build reads it:`),
              h('pre', { style: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } }, text),
            ),
      );
    },
  });
}
