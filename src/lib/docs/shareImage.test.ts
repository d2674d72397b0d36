import type { MediaFolder } from '../media/mediaImages';
import { shareImageOf } from './shareImage';

const media: MediaFolder = {
  shown: 'content/media',
  read: (name) => (name === 'wants-card.png' ? { width: 1200, height: 630 } : undefined),
  names: () => ['wants-card.png'],
};
const doc = (image: string) => `---\ntitle: Wants\ndescription: Lists.\nimage: ${image}\n---\n\nBody.\n`;

describe('shareImageOf', () => {
  it('gives the file of media/ the image names, with its size', () => {
    expect(shareImageOf(doc('/media/wants-card.png'), '/media/wants-card.png', media)).toEqual({
      use: { name: 'wants-card.png', width: 1200, height: 630 },
    });
  });

  it('names a missing file on its line of the doc, front matter fence counted, with the folder and a near name', () => {
    expect(shareImageOf(doc('/media/want-card.png'), '/media/want-card.png', media)).toEqual({
      problem:
        'line 4: image: found "/media/want-card.png"; there is no want-card.png in content/media: add the file to that ' +
        'folder, or correct the path (it holds wants-card.png: /media/wants-card.png)',
    });
  });

  it("gives nothing for no image or another site's", () => {
    expect(shareImageOf(doc('x'), undefined, media)).toBeUndefined();
    expect(
      shareImageOf(doc('https://cdn.trove.app/card.png'), 'https://cdn.trove.app/card.png', media),
    ).toBeUndefined();
  });
});
