import { TextDecoder as NodeTextDecoder } from 'node:util';
import { waitFor } from '@testing-library/react';
import { MEDIA_SIZE_LIMIT } from '../../lib/media/mediaFiles';
import { guardUploads, uploadProblems } from './uploadGuard';

// jsdom has no TextDecoder, and its files no arrayBuffer(), which browsers have: Node's decoder,
// and files read as jsdom's FileReader reads them.
globalThis.TextDecoder ??= NodeTextDecoder as typeof TextDecoder;
if (!('arrayBuffer' in File.prototype)) {
  Object.defineProperty(File.prototype, 'arrayBuffer', {
    value(this: File) {
      return new Promise<ArrayBuffer>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.readAsArrayBuffer(this);
      });
    },
  });
}

const HOSTILE_SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

/** A file of `size` bytes, without holding them: only an SVG's bytes are read. */
function fileOfSize(name: string, size: number): File {
  const file = new File([''], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('uploadProblems', () => {
  it("refuses what the build refuses in media/, naming each file, in the build's words", async () => {
    expect(
      await uploadProblems([
        new File(['<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>'], 'chart.svg'),
        new File(['a picture'], 'shelf.png'),
      ]),
    ).toEqual([]);
    const problems = await uploadProblems([
      new File([HOSTILE_SVG], 'hostile.svg'),
      fileOfSize('scan.png', MEDIA_SIZE_LIMIT + 1),
      new File(['<h1>A page</h1>'], 'page.html'),
    ]);
    expect(problems).toEqual([
      'hostile.svg: <script>, which runs code or shows another document: remove it',
      expect.stringMatching(/^scan\.png: 5\.0 MB, over the limit of 5\.0 MB a media file: compress it/),
      expect.stringMatching(/^page\.html: media\/ holds only \.png, .*\.zip files/),
    ]);
  });
});

describe('guardUploads', () => {
  /** A file input holding `files`, and the changes Decap's listener (on the document) gets. */
  function setup(files: File[]) {
    const input = document.createElement('input');
    input.type = 'file';
    Object.defineProperty(input, 'files', { value: files });
    document.body.append(input);
    const received: Event[] = [];
    document.addEventListener('change', (event) => received.push(event));
    const told: string[] = [];
    const stop = guardUploads(window, (message) => told.push(message));
    return { input, received, told, stop };
  }

  afterEach(() => document.body.replaceChildren());

  it('hands a file the site may serve on to Decap once checked', async () => {
    const { input, received, told, stop } = setup([new File(['a picture'], 'shelf.png')]);
    input.dispatchEvent(new Event('change', { bubbles: true }));
    expect(received).toHaveLength(0);
    await waitFor(() => expect(received).toHaveLength(1));
    expect(told).toEqual([]);
    stop();
  });

  it('keeps a refused file from Decap and says why', async () => {
    const { input, received, told, stop } = setup([new File([HOSTILE_SVG], 'hostile.svg')]);
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(told).toHaveLength(1));
    expect(received).toHaveLength(0);
    expect(told).toEqual([
      'Not uploaded:\nhostile.svg: <script>, which runs code or shows another document: remove it',
    ]);
    stop();
  });
});
