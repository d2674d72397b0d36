import type { MediaFolder } from '../media/mediaImages';
import rehypeDocImages, { docImage, MISSING_MEDIA_ORIGIN } from './docImages';
import { element, type HastNode } from './hast';

const media: MediaFolder = {
  shown: 'content/media',
  read: (name) => ({ 'shelf.png': { width: 640, height: 360 }, 'chart.svg': {} })[name],
  names: () => ['shelf.png', 'chart.svg'],
};

describe('docImage', () => {
  it("gives an image of media/ its file's width and height, and lets the browser decode it apart", () => {
    expect(docImage('/media/shelf.png', { first: true, pathPrefix: '', media })).toEqual({
      properties: { width: 640, height: 360, src: '/media/shelf.png', decoding: 'async' },
      use: { name: 'shelf.png', width: 640, height: 360 },
    });
  });

  it('loads every image but the first lazily, under the path prefix', () => {
    expect(docImage('/media/shelf.png', { first: false, pathPrefix: '/docs', media })).toMatchObject({
      properties: { src: '/docs/media/shelf.png', loading: 'lazy' },
    });
  });

  it('keeps an image whose size cannot be read, without a size', () => {
    expect(docImage('/media/chart.svg', { first: false, pathPrefix: '', media })).toEqual({
      properties: { src: '/media/chart.svg', decoding: 'async', loading: 'lazy' },
      use: { name: 'chart.svg' },
    });
  });

  it('names a missing file, the folder and a file with a near name', () => {
    expect(docImage('/media/shelv.png', { first: true, pathPrefix: '', media })).toEqual({
      problem:
        'The image "/media/shelv.png" has no file: there is no shelv.png in content/media: add the file to that folder, or correct the path (it holds shelf.png: /media/shelf.png)',
    });
  });

  it("leaves another origin's image as written, and reads no file without a media folder (the CMS preview)", () => {
    expect(docImage('https://images.trove.app/shelf.png', { first: false, pathPrefix: '', media })).toBeUndefined();
    expect(docImage('/media/shelv.png', { first: false, pathPrefix: '', media: undefined })).toEqual({
      properties: { src: '/media/shelv.png', decoding: 'async', loading: 'lazy' },
    });
  });
});

describe('rehypeDocImages', () => {
  const image = (src: string, line: number): HastNode => ({
    ...element('img', { src, alt: 'x' }),
    position: { start: { line, column: 1 }, end: { line, column: 20 } },
  });
  const fileOf = () => ({
    data: { doc: { docsPath: 'wants.mdx', pathPrefix: '' }, media } as Record<string, unknown>,
    message: () => undefined,
    fail: jest.fn((reason: string, place?: unknown, origin?: string) => {
      throw Object.assign(new Error(reason), { place, origin });
    }),
  });

  it('sizes the images in the order of the doc, the first eager, and records each file once', () => {
    const tree = element('root', {}, [
      image('https://images.trove.app/a.png', 1),
      image('/media/shelf.png', 2),
      image('/media/shelf.png', 3),
    ]);
    const file = fileOf();
    rehypeDocImages()(tree, file);
    expect(tree.children.map((node) => node.properties)).toEqual([
      { src: 'https://images.trove.app/a.png', alt: 'x' },
      { src: '/media/shelf.png', alt: 'x', width: 640, height: 360, decoding: 'async', loading: 'lazy' },
      { src: '/media/shelf.png', alt: 'x', width: 640, height: 360, decoding: 'async', loading: 'lazy' },
    ]);
    expect(file.data.mediaUses).toEqual([{ name: 'shelf.png', width: 640, height: 360 }]);
  });

  it('fails the render with every missing file and its place', () => {
    const tree = element('root', {}, [
      image('/media/shelf.png', 1),
      image('/media/a.png', 4),
      image('/media/b.png', 9),
    ]);
    const file = fileOf();
    expect(() => rehypeDocImages()(tree, file)).toThrow(
      /^2 problems:\n- The image "\/media\/a\.png" has no file: .* \(4:1-4:20\)\n- The image "\/media\/b\.png" .* \(9:1-9:20\)$/,
    );
    expect(file.fail).toHaveBeenCalledWith(expect.any(String), { line: 4, column: 1 }, MISSING_MEDIA_ORIGIN);
  });
});
