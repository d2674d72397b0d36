import { BODY_WIDGET, checkedWidgetName, showsBuildMessages, withBuildChecks } from './buildChecks';

describe('withBuildChecks', () => {
  it("swaps each top-level field's Decap widget for its checked copy, and leaves the rest as they are", () => {
    const fields = [
      { name: 'title', label: 'Title', widget: 'string', required: true },
      { name: 'items', label: 'Items', widget: 'list', fields: [{ name: 'label', label: 'Label', widget: 'string' }] },
      { name: 'body', label: 'Body', widget: BODY_WIDGET },
      { name: 'when', label: 'When', widget: 'datetime' },
    ];
    expect(withBuildChecks(fields)).toEqual([
      { name: 'title', label: 'Title', widget: 'checked-string', required: true },
      // The items of a list are the list's: its checked copy shows their messages.
      {
        name: 'items',
        label: 'Items',
        widget: 'checked-list',
        fields: [{ name: 'label', label: 'Label', widget: 'string' }],
      },
      { name: 'body', label: 'Body', widget: BODY_WIDGET },
      { name: 'when', label: 'When', widget: 'datetime' },
    ]);
  });

  it('tells the fields that show the build messages', () => {
    expect([BODY_WIDGET, checkedWidgetName('object'), 'object', undefined].map(showsBuildMessages)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
