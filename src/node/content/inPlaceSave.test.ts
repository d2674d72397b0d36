/** @jest-environment node */
import { afterInPlaceSave, savedText } from './inPlaceSave';

/** A read that returns each of `texts` in turn, then the last one again, counting its calls. */
function reads(...texts: string[]) {
  let calls = 0;
  const read = () => texts[Math.min(calls++, texts.length - 1)];
  return { read, calls: () => calls };
}

describe('savedText', () => {
  test('a file with text is read once, without waiting', async () => {
    const file = reads('---\ntitle: Wants\n---\n');
    const start = Date.now();
    expect(await savedText(file.read)).toBe('---\ntitle: Wants\n---\n');
    expect(file.calls()).toBe(1);
    expect(Date.now() - start).toBeLessThan(20);
  });

  test('a file read empty mid-save is read again until its text is written', async () => {
    const file = reads('', '', '---\ntitle: Wants\n---\n');
    expect(await savedText(file.read)).toBe('---\ntitle: Wants\n---\n');
    expect(file.calls()).toBe(3);
  });

  test('an emptied file is announced once, before the wait (develop keeps the last page meanwhile)', async () => {
    const file = reads('', '', 'items: []\n');
    const emptied = jest.fn(() => expect(file.calls()).toBe(1));
    await savedText(file.read, { onEmptied: emptied });
    expect(emptied).toHaveBeenCalledTimes(1);
    const filled = jest.fn();
    await savedText(reads('items: []\n').read, { onEmptied: filled });
    expect(filled).not.toHaveBeenCalled();
  });

  test('a file still empty after the wait is returned empty, to be reported', async () => {
    const file = reads('');
    const start = Date.now();
    expect(await savedText(file.read, { waitMs: 100 })).toBe('');
    expect(Date.now() - start).toBeGreaterThanOrEqual(100);
    expect(file.calls()).toBeGreaterThan(1);
  });

  test('an async read is awaited', async () => {
    const file = reads('', 'items: []\n');
    expect(await savedText(async () => file.read())).toBe('items: []\n');
  });
});

describe('afterInPlaceSave', () => {
  test('waits on any result the caller calls emptied: here, a list of empty files', async () => {
    const emptyFiles = [['content/navigation/sidebars.yml'], []];
    let call = 0;
    const result = await afterInPlaceSave(
      () => emptyFiles[Math.min(call++, 1)],
      (empty) => empty.length > 0,
    );
    expect(result).toEqual([]);
    expect(call).toBe(2);
  });
});
