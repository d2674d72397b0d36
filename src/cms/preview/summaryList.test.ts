import { ADMIN_WIDGETS } from '../../lib/cms/adminWidgets';
import { optionLabels } from './summaryList';

const docFields = [
  {
    name: 'id',
    widget: ADMIN_WIDGETS.docPicker,
    options: [{ label: 'Want lists (wants)', value: 'wants' }],
  },
  { name: 'label', widget: 'string' },
];

describe('optionLabels', () => {
  it('names a picked doc by its label in the docs read when the form opened, else in the build', () => {
    const read = [{ label: 'Card fairs (card-fairs)', value: 'card-fairs' }];
    expect(optionLabels(docFields, { type: 'doc', id: 'wants', label: 'Wants' }, undefined)).toEqual({
      id: 'Want lists (wants)',
    });
    expect(optionLabels(docFields, { type: 'doc', id: 'card-fairs' }, read)).toEqual({ id: 'Card fairs (card-fairs)' });
  });

  it("names any select's pick by its label, and leaves a value no option has as it is", () => {
    const folders = [{ name: 'dirName', widget: 'select', options: [{ label: 'guides/', value: 'guides' }] }];
    expect(optionLabels(folders, { dirName: 'guides' }, undefined)).toEqual({ dirName: 'guides/' });
    expect(optionLabels(folders, { dirName: 'reference' }, undefined)).toEqual({});
    expect(
      optionLabels(
        [{ name: 'position', widget: 'select', options: ['left', 'right'] }],
        { position: 'left' },
        undefined,
      ),
    ).toEqual({});
  });
});
