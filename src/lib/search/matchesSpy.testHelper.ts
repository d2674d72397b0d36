import * as sectionScores from './sectionScores';

/**
 * A spy on the matches the next `scoreSections` works out, one call per result whose matches are
 * read. The test file must mock `./sectionScores` with `scoreSections` as a `jest.fn` around the
 * real one (a `jest.mock` factory cannot live in a helper: jest hoists it in the test file alone).
 */
export function spyOnNextMatches(): jest.Mock {
  const actual = jest.requireActual<typeof sectionScores>('./sectionScores');
  const matchesOf = jest.fn();
  jest.mocked(sectionScores.scoreSections).mockImplementationOnce((...args) => {
    const scored = actual.scoreSections(...args);
    matchesOf.mockImplementation(scored.matchesOf);
    return { ...scored, matchesOf };
  });
  return matchesOf;
}
