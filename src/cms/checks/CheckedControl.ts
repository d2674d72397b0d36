import type { CreateClass, CreateElement, ImmutableMap } from '../preview/cms';
import { formChanged, onFormChange } from './formChanges';
import { REFUSAL, refusesSaving, revealRefusal } from './refusals';
import * as styles from './styles.module.css';

/** The props Decap gives a widget's control, as far as the checked copy uses them. */
export interface ControlProps {
  field: ImmutableMap;
  /** The id of the field's input, which its label names. */
  forID: string;
  value: unknown;
  collection: ImmutableMap;
  config?: { publish_mode?: unknown };
  /** The entry as the form holds it now, all fields. */
  getEntry(): ImmutableMap;
  onChange(value: unknown, metadata?: unknown): void;
  /** Sets the errors of a field of the form, by its id. */
  onValidateObject(id: string, errors: unknown[]): void;
  /** Decap's own check of the field (required, pattern), then the control's `isValid`. */
  validate(): void;
  classNameWrapper?: string;
  hasActiveStyle?: boolean;
}

/** The methods Decap's Widget calls on the control it holds, when the control has them. */
interface Control {
  isValid?(): unknown;
  validate?(): void;
  focus?(path: string): void;
  getValidateValue?(): unknown;
  shouldComponentUpdate?(props: ControlProps): boolean;
  getWrappedInstance?(): Control;
}

interface Instance extends Control {
  props: ControlProps;
  state: { touched: boolean };
  setState(state: { touched: boolean }): void;
  forceUpdate(): void;
  inner?: Control;
  list?: HTMLElement | null;
  /** The messages last shown. */
  shown: string[];
  /** Whether the wrapped control set this field's errors during the validation under way. */
  setOwnErrors: boolean;
  reveal: boolean;
  stop(): void;
  refresh(): void;
  messages(props?: ControlProps): string[];
  refusals(): Array<typeof REFUSAL>;
  describeInput(): void;
  setInner(control: Control | null): void;
  onChange(value: unknown, metadata?: unknown): void;
  onValidateObject(id: string, errors: unknown[]): void;
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((message, index) => message === b[index]);

/**
 * A checked copy of one of Decap's widgets (`Base`, its control): the field looks and works as
 * Decap's, and below it shows `messagesOf` it, the build's messages on its key. Without the
 * editorial workflow they also refuse the save (isValid; for a list, the errors it sets on itself).
 * A new entry shows them once the field is changed or a save is asked for. Decap's Widget takes
 * `isValid`, `validate`, `focus`, `getValidateValue` and `shouldComponentUpdate` from the control it
 * holds, so each is the wrapped control's, with the check added.
 */
export function createCheckedControl(
  h: CreateElement,
  createClass: CreateClass,
  Base: unknown,
  messagesOf: (props: ControlProps) => string[],
): unknown {
  return createClass({
    displayName: 'CheckedControl',
    getInitialState: () => ({ touched: false }),
    componentDidMount(this: Instance) {
      this.stop = onFormChange(() => this.refresh());
      this.describeInput();
    },
    componentDidUpdate(this: Instance) {
      this.describeInput();
      if (this.reveal) revealRefusal(this.list);
      this.reveal = false;
    },
    componentWillUnmount(this: Instance) {
      this.stop();
    },
    messages(this: Instance, props = this.props): string[] {
      const shown = this.state.touched || props.getEntry().get('newRecord') !== true;
      return shown ? messagesOf(props) : [];
    },
    refusals(this: Instance) {
      return refusesSaving(this.props.config) && messagesOf(this.props).length > 0 ? [REFUSAL] : [];
    },
    refresh(this: Instance) {
      if (!same(this.shown, this.messages())) this.forceUpdate();
    },
    /** Ties the field's input, when it has one, to the messages shown beside it. */
    describeInput(this: Instance) {
      const input = document.getElementById(this.props.forID);
      if (!input) return;
      const id = `${this.props.forID}-build-messages`;
      if (this.shown.length > 0) {
        input.setAttribute('aria-describedby', id);
        input.setAttribute('aria-invalid', 'true');
      } else if (input.getAttribute('aria-describedby') === id) {
        input.removeAttribute('aria-describedby');
        input.removeAttribute('aria-invalid');
      }
    },
    setInner(this: Instance, control: Control | null) {
      this.inner = control?.getWrappedInstance ? control.getWrappedInstance() : (control ?? undefined);
    },
    onChange(this: Instance, value: unknown, metadata?: unknown) {
      this.props.onChange(value, metadata);
      if (!this.state.touched) this.setState({ touched: true });
      formChanged();
    },
    onValidateObject(this: Instance, id: string, errors: unknown[]) {
      const own = id === this.props.forID;
      if (own) this.setOwnErrors = true;
      this.props.onValidateObject(id, own ? [...errors, ...this.refusals()] : errors);
    },
    isValid(this: Instance): unknown {
      const [refusal] = this.refusals();
      return refusal ? { error: refusal } : (this.inner?.isValid?.() ?? true);
    },
    validate(this: Instance) {
      this.setState({ touched: true });
      this.reveal = this.refusals().length > 0;
      if (!this.inner?.validate) {
        this.props.validate();
        return;
      }
      // A list or an object checks its items itself; a list then sets its own errors (through onValidateObject).
      this.setOwnErrors = false;
      this.inner.validate();
      if (!this.setOwnErrors) this.props.onValidateObject(this.props.forID, this.refusals());
    },
    focus(this: Instance, path: string) {
      if (this.inner?.focus) this.inner.focus(path);
      else document.getElementById(this.props.forID)?.focus();
    },
    getValidateValue(this: Instance) {
      return this.inner?.getValidateValue?.();
    },
    shouldComponentUpdate(this: Instance, next: ControlProps, nextState: Instance['state']) {
      if (nextState !== this.state) return true;
      if (this.inner?.shouldComponentUpdate) return this.inner.shouldComponentUpdate(next);
      // What Decap's Widget compares for a control without its own rule.
      const { value, classNameWrapper, hasActiveStyle } = this.props;
      return (
        next.value !== value || next.classNameWrapper !== classNameWrapper || next.hasActiveStyle !== hasActiveStyle
      );
    },
    render(this: Instance) {
      this.shown = this.messages();
      const control = h(Base, {
        ...this.props,
        ref: this.setInner,
        onChange: this.onChange,
        onValidateObject: this.onValidateObject,
      });
      if (this.shown.length === 0) return h('div', null, control);
      return h(
        'div',
        null,
        control,
        h(
          'ul',
          {
            id: `${this.props.forID}-build-messages`,
            className: styles.messages,
            ref: (list: HTMLElement | null) => (this.list = list),
          },
          ...this.shown.map((message, index) => h('li', { key: index }, message)),
        ),
      );
    },
  });
}
