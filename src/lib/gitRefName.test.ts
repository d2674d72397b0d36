import { isGitRefName } from './gitRefName';

describe('isGitRefName', () => {
  test.each(['main', 'v1', 'v1.2.0', 'release/2026-11', 'refs/tags/v1', 'feature_x', 'a'.repeat(40), 'a1b2c3d'])(
    '%s is a ref name',
    (name) => expect(isGitRefName(name)).toBe(true),
  );

  test.each([
    '',
    '@',
    'v1 final',
    'main~1',
    'HEAD^',
    'a:b',
    'what?',
    'wild*',
    'br[0]',
    'back\\slash',
    'a..b',
    'a@{1}',
    'a//b',
    '.hidden',
    'dir/.hidden',
    'main.lock',
    '-upload-pack=x',
    '/main',
    'main/',
    'main.',
    'tab\there',
  ])('%j is not', (name) => expect(isGitRefName(name)).toBe(false));
});
