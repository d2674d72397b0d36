import path from 'node:path';
import { buildFixture, useSiteConfig } from '../buildFixture';

/**
 * Builds a copy of the project whose site config is `e2e/variant/site.config.ts`, with the test
 * fixture pages (src/testFixtures) included; returns its folder.
 */
export async function buildVariant(): Promise<string> {
  const { dir, code, output } = await buildFixture(
    (fixture) => useSiteConfig(fixture, path.join(__dirname, 'site.config.ts')),
    { env: { TROVE_TEST_FIXTURES: '1' } },
  );
  if (code !== 0) throw new Error(`The variant build failed (exit ${code}):\n${output.slice(-3000)}`);
  return dir;
}
