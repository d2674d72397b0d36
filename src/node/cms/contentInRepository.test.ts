/** @jest-environment node */
import path from 'node:path';
import { contentInRepository, localEditingProblem } from './contentInRepository';

const project = process.cwd();
const git = { TROVE_CONTENT_GIT: 'https://github.com/trove-app/docs.git', TROVE_CONTENT_REF: 'main' };

describe('contentInRepository', () => {
  test("the project's content/, or a folder inside the project: the project's repository, the folder in it", () => {
    expect(contentInRepository({})).toEqual({ repositoryDir: project, contentFolder: 'content' });
    expect(contentInRepository({ TROVE_CONTENT_DIR: 'site/content' })).toEqual({
      repositoryDir: project,
      contentFolder: 'site/content',
    });
  });

  test('a folder elsewhere is a repository of its own, its root the content', () => {
    expect(contentInRepository({ TROVE_CONTENT_DIR: '../docs-content' })).toEqual({
      repositoryDir: path.resolve(project, '../docs-content'),
      contentFolder: '',
    });
  });

  test('fetched content is the root of its repository', () => {
    expect(contentInRepository(git).contentFolder).toBe('');
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
