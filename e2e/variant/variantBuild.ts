import fs from 'node:fs/promises';
import path from 'node:path';
import { buildFixture, edit } from '../buildFixture';

/**
 * Builds a copy of the project whose site config is `e2e/variant/site.config.ts`, with the test
 * fixture pages (src/testFixtures) included; returns its folder.
 */
export async function buildVariant(): Promise<string> {
  const { dir, code, output } = await buildFixture(
    async (fixture) => {
      const configDir = path.join(fixture, 'src/config');
      await fs.rename(path.join(configDir, 'site.config.ts'), path.join(configDir, 'site.base.config.ts'));
      await fs.copyFile(path.join(__dirname, 'site.config.ts'), path.join(configDir, 'site.config.ts'));
      // The variant imports from the real project; in the copy, its neighbours are in the same folder.
      await edit(path.join(configDir, 'site.config.ts'), (text) =>
        text
          .replace("'../../src/config/schema'", "'./schema'")
          .replace("'../../src/config/site.config'", "'./site.base.config'"),
      );
    },
    { env: { TROVE_TEST_FIXTURES: '1' } },
  );
  if (code !== 0) throw new Error(`The variant build failed (exit ${code}):\n${output.slice(-3000)}`);
  return dir;
}
