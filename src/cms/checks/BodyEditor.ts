import { inLineEndingsOf } from '../../lib/cms/lineEndings';
import { bodyInput, sameInput } from '../preview/entryInput';
import type { CreateClass, CreateElement } from '../preview/cms';
import { renderBodyOnce } from '../preview/bodyRenders';
import { RENDER_DELAY_MS } from '../preview/DocPreview';
import type { BodyInput } from '../preview/renderBody';
import { createRenderQueue, type RenderQueue } from '../preview/renderQueue';
import { describeMessage, placeOf, type BodyResult } from '../preview/view';
import type { ControlProps } from './CheckedControl';
import { formChanged, onFormChange } from './formChanges';
import { REFUSAL, refusesSaving, revealRefusal } from './refusals';
import * as styles from './styles.module.css';

/** A body checked, and the check's outcome: the build's compile. */
interface Checked {
  input: BodyInput;
  result: BodyResult;
}

interface Props extends ControlProps {
  setActiveStyle(): void;
  setInactiveStyle(): void;
}

interface Instance {
  props: Props;
  state: { checked?: Checked };
  setState(state: Partial<Instance['state']>): void;
  queue: RenderQueue<BodyInput>;
  stop(): void;
  messages?: HTMLElement | null;
  input(): BodyInput;
  onChange(event: { target: { value: string } }): void;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Checks a body as the build compiles it; a check that cannot run (its code did not load) says so, and refuses. */
async function check(input: BodyInput): Promise<Checked> {
  try {
    return { input, result: await renderBodyOnce(input) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      input,
      result: { error: { message: `The body could not be checked as the build compiles it: ${reason}` } },
    };
  }
}

/**
 * The editor of a doc's body (widget BODY_WIDGET): raw MDX in a text box that keeps every byte as
 * typed, beside line numbers, the lines the build's messages and the preview count in. The body
 * is checked as the build compiles it (the content profile, renderDoc: the preview's render, done
 * once for both) while the editor types; the build's message shows below it, its line marked, and
 * without the editorial workflow it refuses the save.
 */
export function createBodyEditor(
  h: CreateElement,
  createClass: CreateClass,
  { pathPrefix }: { pathPrefix: string },
): unknown {
  return createClass({
    displayName: 'BodyEditor',
    getInitialState: () => ({}),
    /** The body as the preview renders it: the same input, so one render serves both. */
    input(this: Instance): BodyInput {
      return bodyInput(this.props.getEntry(), this.props.collection, pathPrefix);
    },
    componentDidMount(this: Instance) {
      this.queue = createRenderQueue<BodyInput, Checked>({
        render: check,
        publish: (checked) => this.setState({ checked }),
        // `check` never rejects: a check that cannot run is its result.
        fail: () => undefined,
        delayMs: RENDER_DELAY_MS,
        same: sameInput,
      });
      this.queue.request(this.input());
      this.stop = onFormChange(() => this.queue.request(this.input()));
    },
    componentDidUpdate(this: Instance) {
      this.queue.request(this.input());
    },
    componentWillUnmount(this: Instance) {
      this.queue.dispose();
      this.stop();
    },
    isValid(this: Instance): unknown {
      if (!refusesSaving(this.props.config)) return true;
      const { checked } = this.state;
      // A body not checked yet (the compile runs once typing pauses) goes on to the backend, whose
      // gate (backendGate.ts) waits for the same compile before it writes: a save is never refused
      // for being early, nor let through for it.
      if (!checked || !sameInput(checked.input, this.input()) || !('error' in checked.result)) return true;
      revealRefusal(this.messages);
      return { error: REFUSAL };
    },
    onChange(this: Instance, event: { target: { value: string } }) {
      this.props.onChange(inLineEndingsOf(text(this.props.value), event.target.value));
      formChanged();
    },
    render(this: Instance) {
      const { forID } = this.props;
      const value = text(this.props.value);
      const { checked } = this.state;
      const error = checked && 'error' in checked.result ? checked.result.error : undefined;
      const errorLine = error && placeOf(error).line;
      const messagesId = `${forID}-build-messages`;
      const lines = value.split('\n').length;
      return h(
        'div',
        null,
        h(
          'div',
          { className: styles.editor },
          h(
            'pre',
            { className: styles.gutter, 'aria-hidden': true },
            ...Array.from({ length: lines }, (_, index) =>
              h('span', { key: index, className: index + 1 === errorLine ? styles.errorLine : undefined }, index + 1),
            ),
          ),
          h('textarea', {
            id: forID,
            className: styles.text,
            value,
            onChange: this.onChange,
            onFocus: this.props.setActiveStyle,
            onBlur: this.props.setInactiveStyle,
            // One more row than lines: room to type, and no scrolling inside the box.
            rows: lines + 1,
            wrap: 'off',
            spellCheck: false,
            autoCapitalize: 'off',
            autoCorrect: 'off',
            'aria-describedby': error ? messagesId : undefined,
            'aria-invalid': error ? true : undefined,
          }),
        ),
        error &&
          h(
            'ul',
            { id: messagesId, className: styles.messages, ref: (list: HTMLElement | null) => (this.messages = list) },
            h('li', null, describeMessage(error)),
          ),
      );
    },
  });
}
