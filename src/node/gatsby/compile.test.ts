/** @jest-environment node */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const COMPILE_MODULE = path.resolve(__dirname, 'compile.mjs');
const SITE_FILES = {
  'gatsby-config': path.resolve(__dirname, 'config.ts'),
  'gatsby-node': path.resolve(__dirname, 'node.ts'),
};

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'gatsby-files-'));
  symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Runs compileGatsbyFiles in a Node process of its own, as Gatsby's loading of gatsby-config.mjs does. */
function compileInNode(files: Record<string, string>) {
  const script = `
    import { compileGatsbyFiles } from ${JSON.stringify(COMPILE_MODULE)};
    const config = await compileGatsbyFiles(${JSON.stringify(root)}, ${JSON.stringify(files)});
    console.log(JSON.stringify(config.plugins.map((plugin) => plugin.resolve ?? plugin)));`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
}

describe('compileGatsbyFiles', () => {
  it('compiles the site’s gatsby-config and gatsby-node where Gatsby reads them, with every node API', () => {
    const compiled = compileInNode(SITE_FILES);
    expect(compiled.stderr).toBe('');
    // The current docs, the navigation, the content's data files; then the sitemap.
    expect(JSON.parse(compiled.stdout)).toEqual([
      'gatsby-source-filesystem',
      'gatsby-source-filesystem',
      'gatsby-source-filesystem',
      'gatsby-plugin-sitemap',
    ]);
    const declared = [...readFileSync(SITE_FILES['gatsby-node'], 'utf8').matchAll(/^export \{ (\w+) \}/gm)]
      .map(([, name]) => name)
      .sort();
    const gatsbyNode = path.join(root, '.cache/compiled/gatsby-node.js');
    const exported = execFileSync(
      process.execPath,
      ['-p', `Object.keys(require(${JSON.stringify(gatsbyNode)})).sort().join()`],
      {
        encoding: 'utf8',
      },
    );
    expect(declared).toContain('onPreInit');
    expect(exported.trim()).toBe(declared.join());
  });

  it('fails on a compile error with the file, the line and what was expected', () => {
    mkdirSync(path.join(root, 'src'));
    writeFileSync(path.join(root, 'src/config.ts'), "import { port } from './port';\nexport default { port };\n");
    writeFileSync(path.join(root, 'src/port.ts'), 'export const port = ;\n');
    const compiled = compileInNode({ 'gatsby-config': 'src/config.ts' });
    expect(compiled.status).not.toBe(0);
    expect(compiled.stderr).toContain('Compiling the site\'s Gatsby files failed:\nsrc/port.ts:1:20: Unexpected ";"');
  });
});
