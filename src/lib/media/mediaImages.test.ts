import { mediaFileName, mediaUsesCurrent, missingMediaFile, type MediaFolder, type MediaUse } from './mediaImages';

const folder = (files: Record<string, { width?: number; height?: number }>): MediaFolder => ({
  shown: 'content/media',
  read: (name) => files[name],
  names: () => Object.keys(files),
});

describe('mediaFileName', () => {
  it('gives the file of media/ a site path names, as the server reads it', () => {
    expect(mediaFileName('/media/shelf.png')).toBe('shelf.png');
    expect(mediaFileName('/media/charts/Shelf%20one.png?v=2#top')).toBe('charts/Shelf one.png');
    expect(mediaFileName('/media/charts/../shelf.png')).toBe('shelf.png');
    expect(mediaFileName('/media/./bad%zz.png')).toBe('bad%zz.png');
  });

  it('gives nothing for a URL that is no file of media/', () => {
    for (const url of [
      '/img/logo.svg',
      '/media/',
      '/media/../wants',
      '/mediakit.png',
      'https://images.trove.app/media/a.png',
    ])
      expect(mediaFileName(url)).toBeUndefined();
  });
});

describe('missingMediaFile', () => {
  it('names the folder and a file of it with a near name', () => {
    expect(missingMediaFile('shelv.png', folder({ 'shelf.png': {}, 'price list.pdf': {} }))).toBe(
      'there is no shelv.png in content/media: add the file to that folder, or correct the path (it holds shelf.png: /media/shelf.png)',
    );
  });

  it('names the folder alone when no file is near', () => {
    expect(missingMediaFile('banner.png', folder({ 'shelf.png': {} }))).toBe(
      'there is no banner.png in content/media: add the file to that folder, or correct the path',
    );
  });
});

describe('mediaUsesCurrent', () => {
  const uses: MediaUse[] = [{ name: 'shelf.png', width: 2, height: 1 }, { name: 'chart.svg' }];

  it('holds while every file reads as it did', () => {
    expect(mediaUsesCurrent(uses, folder({ 'shelf.png': { width: 2, height: 1 }, 'chart.svg': {} }).read)).toBe(true);
    expect(mediaUsesCurrent([], folder({}).read)).toBe(true);
  });

  it('fails once a file is replaced by a picture of another size, gains a size, or is gone', () => {
    expect(mediaUsesCurrent(uses, folder({ 'shelf.png': { width: 4, height: 2 }, 'chart.svg': {} }).read)).toBe(false);
    expect(
      mediaUsesCurrent(
        uses,
        folder({ 'shelf.png': { width: 2, height: 1 }, 'chart.svg': { width: 9, height: 9 } }).read,
      ),
    ).toBe(false);
    expect(mediaUsesCurrent(uses, folder({ 'chart.svg': {} }).read)).toBe(false);
  });
});
