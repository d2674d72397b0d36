import { pickerChoices } from './docPicker';

const docs = [{ label: 'Want lists (wants)', value: 'wants' }];

it('offers the docs, and a value no doc has, so the form shows what the file names', () => {
  expect(pickerChoices(docs, 'wants')).toEqual(docs);
  expect(pickerChoices(docs, undefined)).toEqual(docs);
  expect(pickerChoices(docs, 'trading')).toEqual([
    ...docs,
    { label: 'trading (no doc has this id)', value: 'trading' },
  ]);
});
