/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkoutWithHistory } from './gitCheckout';

let dir: string;
let origin: string;
const run = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd,
    encoding: 'utf8',
  });

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-git-'));
  origin = path.join(dir, 'origin');
  fs.mkdirSync(path.join(origin, 'docs'), { recursive: true });
  run(origin, 'init', '--quiet', '--initial-branch=main');
  fs.writeFileSync(path.join(origin, 'docs/index.mdx'), 'one');
  run(origin, 'add', '.');
  run(origin, 'commit', '--quiet', '-m', 'one');
  run(origin, 'tag', 'v1');
  fs.writeFileSync(path.join(origin, 'docs/index.mdx'), 'two');
  run(origin, 'commit', '--quiet', '-am', 'two');
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('checkoutWithHistory', () => {
  test('checks out a tag, then a branch, leaving no file of the earlier checkout', () => {
    const target = path.join(dir, 'checkout');
    const url = `file://${origin}`;
    const v1 = checkoutWithHistory(url, 'v1', target);
    expect(v1).toBe(run(origin, 'rev-parse', 'v1').trim());
    expect(fs.readFileSync(path.join(target, 'docs/index.mdx'), 'utf8')).toBe('one');
    fs.writeFileSync(path.join(target, 'docs/stale.mdx'), 'left over');
    checkoutWithHistory(url, 'main', target);
    expect(fs.readFileSync(path.join(target, 'docs/index.mdx'), 'utf8')).toBe('two');
    expect(fs.existsSync(path.join(target, 'docs/stale.mdx'))).toBe(false);
    // The history comes too: each doc's last change is read from it.
    expect(run(target, 'rev-list', '--count', 'HEAD').trim()).toBe('2');
    expect(run(target, 'rev-parse', '--is-shallow-repository').trim()).toBe('false');
  });

  test("a missing ref or repository fails with git's one-line reason", () => {
    const target = path.join(dir, 'failed');
    expect(() => checkoutWithHistory(`file://${origin}`, 'no-such-ref', target)).toThrow(
      "fatal: couldn't find remote ref no-such-ref",
    );
    expect(() => checkoutWithHistory(`file://${dir}/nowhere.git`, 'main', target)).toThrow(
      /^fatal: '.*nowhere\.git' does not appear to be a git repository$/,
    );
  });
});
