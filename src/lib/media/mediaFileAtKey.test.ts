import { mediaFileAtKey } from './mediaFileAtKey';
import type { MediaFolder } from './mediaImages';

const media: MediaFolder = {
  shown: 'content/media',
  read: (name) => (name === 'logo.svg' ? {} : undefined),
  names: () => ['logo.svg'],
};
const footer = 'copyright: Trove\nlogo:\n  alt: Trove\n  src: /media/logi.svg\n  href: https://trove.app\n';

describe('mediaFileAtKey', () => {
  it('gives the file of media/ a key names, with what was read of it', () => {
    expect(mediaFileAtKey('logo:\n  src: /media/logo.svg\n', ['logo', 'src'], '/media/logo.svg', media)).toEqual({
      use: { name: 'logo.svg' },
    });
  });

  it("names a missing file on its key's line, with the folder and a near name", () => {
    expect(mediaFileAtKey(footer, ['logo', 'src'], '/media/logi.svg', media)).toEqual({
      problem:
        'line 4: logo.src: found "/media/logi.svg"; there is no logi.svg in content/media: add the file to that ' +
        'folder, or correct the path (it holds logo.svg: /media/logo.svg)',
    });
    expect(mediaFileAtKey(footer, ['logo', 'src'], '/media/logi.svg', media, 10)).toMatchObject({
      problem: expect.stringMatching(/^line 13: /),
    });
  });

  it('gives nothing for a URL that is no file of media/', () => {
    expect(mediaFileAtKey(footer, ['logo', 'src'], '/img/logo.svg', media)).toBeUndefined();
    expect(mediaFileAtKey(footer, ['logo', 'src'], undefined, media)).toBeUndefined();
  });
});
