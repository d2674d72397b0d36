import { buildFixture, writeNavigation } from '../buildFixture';
import { variantNavigation } from './navigation';

/**
 * Builds a copy of the project whose navigation is `e2e/variant/navigation.ts`, with the test
 * fixture pages (src/testFixtures) included; returns its folder.
 */
export async function buildVariant(): Promise<string> {
  const { dir, code, output } = await buildFixture((fixture) => writeNavigation(fixture, variantNavigation), {
    env: { TROVE_TEST_FIXTURES: '1' },
  });
  if (code !== 0) throw new Error(`The variant build failed (exit ${code}):\n${output.slice(-3000)}`);
  return dir;
}
