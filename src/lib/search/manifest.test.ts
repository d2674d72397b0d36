import { fileOf, type FileRanges } from './manifest';

describe('fileOf', () => {
  const ranges: FileRanges = [
    ['', 'a.json'],
    ['cei', 'b.json'],
    ['price', 'c.json'],
  ];

  it.each([
    ['ceiling', 'b.json'],
    ['cei', 'b.json'],
    ['catalogue', 'a.json'],
    ['pr', 'b.json'],
    ['zone', 'c.json'],
    ['', 'a.json'],
  ])('finds %s in %s', (key, file) => {
    expect(fileOf(ranges, key)).toBe(file);
  });
});
