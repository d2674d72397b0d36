import fs from 'node:fs';
import path from 'node:path';

/** The part of the webpack stats Gatsby writes to public/ after a browser build that names its files. */
export interface BrowserBuildStats {
  assetsByChunkName?: Record<string, string[]>;
}

/** The stylesheets of a browser build, by file name (each holds its content hash), sorted. */
export function stylesheetsOf(stats: BrowserBuildStats): string[] {
  const files = Object.values(stats.assetsByChunkName ?? {}).flat();
  return [...new Set(files.filter((file) => file.endsWith('.css')))].sort();
}

/** The stylesheets of the last browser build in `publicDir`; none before the first. */
export function builtStylesheets(publicDir: string): string[] {
  const statsFile = path.join(publicDir, 'webpack.stats.json');
  if (!fs.existsSync(statsFile)) return [];
  return stylesheetsOf(JSON.parse(fs.readFileSync(statsFile, 'utf8')) as BrowserBuildStats);
}
