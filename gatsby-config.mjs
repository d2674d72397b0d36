// Gatsby's config and node APIs are TypeScript, src/node/gatsby/config.ts and node.ts, compiled here
// with esbuild rather than by Gatsby's Parcel, which took 2 s longer on every fresh start
// (src/node/gatsby/compile.mjs says how Gatsby finds them).
import { compileGatsbyFiles } from './src/node/gatsby/compile.mjs';

export default await compileGatsbyFiles(import.meta.dirname);
