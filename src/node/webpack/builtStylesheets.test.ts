import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtStylesheets, stylesheetsOf } from './builtStylesheets';

describe('stylesheetsOf', () => {
  it('lists each stylesheet of the build once, sorted, and no script', () => {
    expect(
      stylesheetsOf({
        assetsByChunkName: {
          app: ['webpack-runtime-1a.js', 'styles.e15f.css', 'app-99f3.js'],
          'search-dialog': ['styles.e15f.css', 'search-dialog-5181.js'],
          print: ['print.0c2d.css'],
        },
      }),
    ).toEqual(['print.0c2d.css', 'styles.e15f.css']);
  });

  it('finds none in stats without assets', () => {
    expect(stylesheetsOf({})).toEqual([]);
  });
});

describe('builtStylesheets', () => {
  let publicDir: string;
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-stats-'));
  });
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it('reads the stylesheets from the stats Gatsby wrote after the browser build', () => {
    fs.writeFileSync(
      path.join(publicDir, 'webpack.stats.json'),
      JSON.stringify({ assetsByChunkName: { app: ['app-1.js', 'styles.ab12.css'] } }),
    );
    expect(builtStylesheets(publicDir)).toEqual(['styles.ab12.css']);
  });

  it('finds none before the first build', () => {
    expect(builtStylesheets(publicDir)).toEqual([]);
  });
});
