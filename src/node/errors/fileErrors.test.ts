import type { Reporter } from 'gatsby';
import { clearErrorsOfRemovedFiles, clearFileError, reportFileError } from './fileErrors';
import { clearContentError } from './contentErrors';

jest.mock('./contentErrors', () => ({ reportContentError: jest.fn(), clearContentError: jest.fn() }));

const reporter = {} as Reporter;
const wants = { absolutePath: '/site/content/docs/wants.mdx', shown: 'content/docs/wants.mdx' };
const trading = { absolutePath: '/site/content/docs/trading.mdx', shown: 'content/docs/trading.mdx' };

beforeEach(() => jest.mocked(clearContentError).mockClear());

describe('clearErrorsOfRemovedFiles', () => {
  it('takes off the overlay the error of a file that is gone, once, and keeps the others', () => {
    reportFileError(reporter, wants, 'docContent', 'Could not build content/docs/wants.mdx');
    reportFileError(reporter, trading, 'frontMatter', 'Invalid front matter in content/docs/trading.mdx');
    const onDisk = new Set([trading.absolutePath]);
    clearErrorsOfRemovedFiles((file) => onDisk.has(file));
    expect(clearContentError).toHaveBeenCalledWith('content/docs/wants.mdx');
    expect(clearContentError).not.toHaveBeenCalledWith('content/docs/trading.mdx');

    jest.mocked(clearContentError).mockClear();
    clearErrorsOfRemovedFiles((file) => onDisk.has(file));
    expect(clearContentError).not.toHaveBeenCalled();
  });

  it('forgets a file whose error was fixed', () => {
    reportFileError(reporter, wants, 'docContent', 'Could not build content/docs/wants.mdx');
    clearFileError(wants);
    jest.mocked(clearContentError).mockClear();
    clearErrorsOfRemovedFiles(() => false);
    expect(clearContentError).not.toHaveBeenCalledWith('content/docs/wants.mdx');
  });
});
