import fs from 'node:fs';
import path from 'node:path';
import { cacheVersion, installedPackagesRecord } from '../webpack/versionedCache';

/**
 * Folders of the code a render runs: the render workers load their own compiled copy
 * (src/render/rendererBundle.ts), outside the compiled gatsby-node (src/node/gatsby/compile.mjs),
 * so Gatsby's own checks of its cache never see it change.
 */
const RENDERER_FOLDERS = ['src/render', 'src/lib', 'src/config', 'src/components'];

let digest: string | undefined;

/**
 * A digest of the code that renders docs and of the installed packages, part of each cached render's key: a render made by other code
 * (before a change to the content profile, say) is never served again.
 */
export function rendererDigest(root = process.cwd()): string {
  digest ??= cacheVersion([
    ...RENDERER_FOLDERS.flatMap((folder) =>
      fs
        .readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
        .sort(),
    ),
    installedPackagesRecord(root),
  ]);
  return digest;
}
