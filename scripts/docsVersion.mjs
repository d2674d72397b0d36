// `npm run docs:version -- <name>`: releases the current docs as version <name> in the content the
// build reads (content/, or TROVE_CONTENT_DIR), then says what to add to the site config.
// How versions are served: docs/versions.md.
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
const { contentRoot, contentSource, displayPath } = await jiti.import('../src/node/content/contentRoot.ts');
const { navigationFolder } = await jiti.import('../src/node/navigation/navigationSource.ts');
const { snapshotVersion, VersionSnapshotError } = await jiti.import('../src/node/docs/snapshotVersion.ts');

const [name, ...rest] = process.argv.slice(2);
if (name === undefined || rest.length > 0) {
  console.error('Usage: npm run docs:version -- <name>, such as npm run docs:version -- 1.0');
  process.exit(2);
}
if (contentSource().kind === 'git') {
  console.error(
    'TROVE_CONTENT_GIT is set: a release is a commit of the content repository. Run this in its checkout, ' +
      'with TROVE_CONTENT_DIR=<checkout> npm run docs:version -- ' +
      name +
      ', and commit the snapshot there.',
  );
  process.exit(1);
}
try {
  const written = snapshotVersion(name, {
    contentDir: contentRoot(),
    navigationDir: navigationFolder(),
    shown: displayPath,
  });
  console.log(`Version ${name} released: wrote ${written.map((file) => displayPath(file)).join(' and ')}.`);
  console.log(
    `Add it to docs.versions in src/config/site.config.ts, such as\n` +
      `  { name: '${name}', label: '${name}', path: '/${name}', isLast: false, mainDocId: 'index', breadcrumbs: true },\n` +
      `To serve it at / as the latest version, give it isLast: true and path: '/', and the current version ` +
      `isLast: false and path: '/next'. Commit the snapshot with the content.`,
  );
} catch (error) {
  if (!(error instanceof VersionSnapshotError)) throw error;
  console.error(error.message);
  process.exit(1);
}
