import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { CreateClass, CreateElement, ImmutableMap } from '../preview/cms';
import { createCheckedControl, type ControlProps } from './CheckedControl';
import { REFUSAL } from './refusals';

// Decap gives its own React's createClass; the site's React stands in for it here.
const createClass = jest.requireActual<CreateClass>('create-react-class');
const h = React.createElement as CreateElement;

const map = (values: Record<string, unknown>): ImmutableMap => ({
  get: (key) => values[key],
  getIn: () => undefined,
});

/** Decap's string control, as far as the copy sees it. */
const StringControl = createClass({
  render(this: { props: ControlProps }) {
    const { forID, value, onChange } = this.props;
    return <input id={forID} value={String(value ?? '')} onChange={(event) => onChange(event.target.value)} />;
  },
});

/** A control that checks its items itself, as Decap's list does, setting its own errors. */
const ListControl = createClass({
  validate(this: { props: ControlProps }) {
    this.props.onValidateObject('items-child', ['child error']);
    this.props.onValidateObject(this.props.forID, ['size error']);
  },
  render: () => <ul />,
});

interface Checked {
  isValid(): unknown;
  validate(): void;
}

const TOO_PALE = 'textColor: found "#ffffff"; expected a colour with a contrast of at least 4.5:1 on #fafafa';

function renderChecked(
  Base: unknown,
  {
    newRecord = false,
    config = {},
    messages = [TOO_PALE],
  }: { newRecord?: boolean; config?: object; messages?: string[] } = {},
) {
  const Checked = createCheckedControl(h, createClass, Base, () => messages) as React.ComponentType<
    ControlProps & { ref: React.Ref<Checked> }
  >;
  const control = React.createRef<Checked>();
  const props = {
    field: map({ name: 'textColor' }),
    forID: 'textColor-field-1',
    value: '#ffffff',
    collection: map({}),
    config,
    getEntry: () => map({ newRecord }),
    onChange: jest.fn(),
    onValidateObject: jest.fn(),
    validate: jest.fn(),
  };
  render(
    <>
      <label htmlFor="textColor-field-1">Text color</label>
      <Checked {...props} ref={control} />
    </>,
  );
  // Mounted by now: the ref holds the control.
  return {
    control: {
      get current() {
        return control.current as Checked;
      },
    },
    props,
  };
}

describe('a checked control', () => {
  it("shows the build's messages beside the field, tied to its input, and refuses the save", () => {
    const { control } = renderChecked(StringControl);
    expect(screen.getByLabelText('Text color')).toHaveAccessibleDescription(TOO_PALE);
    expect(screen.getByLabelText('Text color')).toHaveAttribute('aria-invalid', 'true');
    expect(control.current.isValid()).toEqual({ error: REFUSAL });
  });

  it('only shows them in the editorial workflow, where a draft may be saved as it is', () => {
    const { control } = renderChecked(StringControl, { config: { publish_mode: 'editorial_workflow' } });
    expect(screen.getByText(TOO_PALE)).toBeVisible();
    expect(control.current.isValid()).toBe(true);
  });

  it('accepts a field the build takes, and keeps the wrapped control working', () => {
    const { control, props } = renderChecked(StringControl, { messages: [] });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(control.current.isValid()).toBe(true);
    fireEvent.change(screen.getByLabelText('Text color'), { target: { value: '#1b1f1d' } });
    expect(props.onChange).toHaveBeenCalledWith('#1b1f1d', undefined);
  });

  it('shows nothing on a new entry until the field is changed or a save is asked for', () => {
    const { control, props } = renderChecked(StringControl, { newRecord: true });
    expect(screen.queryByText(TOO_PALE)).not.toBeInTheDocument();
    act(() => control.current.validate());
    // Decap's own check of the field, which asks isValid.
    expect(props.validate).toHaveBeenCalled();
    expect(screen.getByText(TOO_PALE)).toBeVisible();
  });

  it("adds the refusal to the errors a list sets on itself, and a group's to its own", () => {
    const list = renderChecked(ListControl);
    act(() => list.control.current.validate());
    expect(list.props.onValidateObject.mock.calls).toEqual([
      ['items-child', ['child error']],
      ['textColor-field-1', ['size error', REFUSAL]],
    ]);
    const Group = createClass({ validate: () => undefined, render: () => <div /> });
    const group = renderChecked(Group);
    act(() => group.control.current.validate());
    expect(group.props.onValidateObject.mock.calls).toEqual([['textColor-field-1', [REFUSAL]]]);
  });
});
