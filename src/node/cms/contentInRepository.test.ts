/** @jest-environment node */
import { contentInRepository, localEditingProblem } from './contentInRepository';

const git = { TROVE_CONTENT_GIT: 'https://github.com/trove-app/docs.git', TROVE_CONTENT_REF: 'main' };

describe('contentInRepository', () => {
  test("the project's content/, or a folder inside the project: the folder in the project's repository", () => {
    expect(contentInRepository({})).toBe('content');
    expect(contentInRepository({ TROVE_CONTENT_DIR: 'site/content' })).toBe('site/content');
  });

  test('a folder elsewhere, or fetched content, is the root of its own repository', () => {
    expect(contentInRepository({ TROVE_CONTENT_DIR: '../docs-content' })).toBe('');
    expect(contentInRepository(git)).toBe('');
  });
});

describe('localEditingProblem', () => {
  test('none for content on disk', () => {
    expect(localEditingProblem({})).toBeUndefined();
    expect(localEditingProblem({ TROVE_CONTENT_DIR: '../docs-content' })).toBeUndefined();
  });

  test('fetched content is refused, naming the variable, why and the fix', () => {
    const problem = localEditingProblem(git);
    expect(problem).toContain('TROVE_CONTENT_GIT is set');
    expect(problem).toContain('the next build replaces');
    expect(problem).toContain('Clone https://github.com/trove-app/docs.git');
    expect(problem).toContain('TROVE_CONTENT_DIR set to the clone');
  });
});
