import { characterCount } from '../../lib/cms/adminWidgets';
import type { CreateClass, CreateElement } from './cms';
import type { Immutable } from './immutable';

/** Line breaks, and the spaces around them: the text is one line, which the box wraps. */
const LINE_BREAKS = /\s*[\r\n]+\s*/g;

/** Decap's own colours (decap-cms-ui-default): its hints' grey and its errors' red. */
const COUNTER_STYLE = { margin: '6px 0 0', fontSize: '12px', color: '#7a8291' };
const OVER_STYLE = { ...COUNTER_STYLE, color: '#ff003b', fontWeight: 600 };

interface ControlProps {
  field: Immutable;
  value?: unknown;
  forID: string;
  onChange(value: string): void;
}

/**
 * The counted text (ADMIN_WIDGETS.countedText), for a doc's description: Decap's text box, which
 * wraps and grows with the text, kept to one line (Enter adds no line break; a pasted one becomes
 * a space), with the length under it as the build counts it, out of the field's `max_length`.
 * The field's pattern still refuses a longer text when the entry is saved.
 */
export function createCountedText(h: CreateElement, createClass: CreateClass, text: unknown): unknown {
  return createClass({
    displayName: 'CountedText',
    render(this: { props: ControlProps }) {
      const { field, value, forID, onChange } = this.props;
      const count = characterCount(typeof value === 'string' ? value : '', Number(field.get('max_length')));
      return h(
        'div',
        {
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key === 'Enter') event.preventDefault();
          },
        },
        h(text, { ...this.props, onChange: (next: string) => onChange(next.replace(LINE_BREAKS, ' ')) }),
        h('p', { id: `${forID}-count`, style: count.over ? OVER_STYLE : COUNTER_STYLE }, count.text),
      );
    },
  });
}
