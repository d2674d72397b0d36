/** @jest-environment node */
import { MEDIA_SIZE_LIMIT, mediaFileProblems } from './mediaFiles';

const bytes = (text: string) => () => new TextEncoder().encode(text);
const unread = () => {
  throw new Error('only an SVG is read');
};

describe('mediaFileProblems', () => {
  it('takes pictures and downloads, in any case, up to the size limit', () => {
    for (const name of ['shelf.png', 'guides/Shelf.JPG', 'a.webp', 'price-list.pdf', 'export.csv'])
      expect(mediaFileProblems(name, 1000, unread)).toEqual([]);
    expect(mediaFileProblems('big.png', MEDIA_SIZE_LIMIT, unread)).toEqual([]);
  });

  it('refuses a file a browser would run as the site', () => {
    for (const name of ['page.html', 'page.HTM', 'feed.xml', 'app.js', 'theme.css', 'README', '.htaccess', 'x.svgz'])
      expect(mediaFileProblems(name, 10, unread)).toEqual([expect.stringMatching(/^media\/ holds only \.png, /)]);
  });

  it('refuses a file over the limit, giving its size', () => {
    expect(mediaFileProblems('shelf.png', 7.3 * 1024 * 1024, unread)).toEqual([
      '7.3 MB, over the limit of 5.0 MB a media file: compress it (an image: export it as WebP or JPEG, at the width it is shown) or link to where it is published',
    ]);
  });

  it('checks an SVG, in any case', () => {
    const hostile = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>';
    expect(mediaFileProblems('icons/Chart.SVG', hostile.length, bytes(hostile))).toEqual([
      'onload="alert(1)" on <svg>, an event handler, which runs script: remove it',
    ]);
    expect(mediaFileProblems('chart.svg', 10, bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual([]);
  });
});
