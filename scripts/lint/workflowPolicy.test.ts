/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { workflowProblems } from './workflowPolicy.mjs';

const root = path.resolve(__dirname, '../..');
const CHECKOUT = 'actions/checkout@11d5960a326750d5838078e36cf38b85af677262 # v4.4.0';
const SETUP_NODE = 'actions/setup-node@49933ea5288caeca8642d1e84afbd3f7d6820020 # v4.4.0';
const DEPLOY_PAGES = 'actions/deploy-pages@d6db90164ac5ed86f2b6aed7e0febac5b3c0c03e # v4.0.5';

/** A CI workflow that the deploy calls, as .github/workflows/ci.yml is. */
const CI = `on: [pull_request, workflow_call]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: ${CHECKOUT}
        with:
          persist-credentials: false
      - run: bash .ci/run
`;

/** A deploy workflow whose jobs are `jobs` (YAML, indented by two). */
const deployWith = (jobs: string) => ({
  '.github/workflows/ci.yml': CI,
  '.github/workflows/deploy.yml': `on: push\njobs:\n${jobs}`,
});

const BUILD = `  build:
    needs: test
    runs-on: ubuntu-latest
    steps:
      - uses: ${CHECKOUT}
        with:
          persist-credentials: false
      - uses: ${SETUP_NODE}
        with:
          node-version-file: .nvmrc
      - run: npm ci && npm run build
`;
const DEPLOY = `  deploy:
    needs: build
    environment: github-pages
    runs-on: ubuntu-latest
    steps:
      - uses: ${DEPLOY_PAGES}
`;

describe('workflowProblems', () => {
  test("the repository's workflows have none", () => {
    const folder = path.join(root, '.github/workflows');
    const files = Object.fromEntries(
      fs
        .readdirSync(folder)
        .filter((name) => /\.ya?ml$/.test(name))
        .map((name) => [`.github/workflows/${name}`, fs.readFileSync(path.join(folder, name), 'utf8')]),
    );
    expect(workflowProblems(files)).toEqual([]);
  });

  test('none for a deploy that needs a build that needs the tests, all pinned, no credentials kept', () => {
    expect(workflowProblems(deployWith(`  test:\n    uses: ./.github/workflows/ci.yml\n${BUILD}${DEPLOY}`))).toEqual(
      [],
    );
  });

  test('an action by tag or branch, or by commit with no release named, is refused naming file, line and the fix', () => {
    const files = {
      '.github/workflows/ci.yml': `on: push
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with:
          persist-credentials: false
      - uses: someone/action/sub@main
      - uses: actions/upload-artifact@ea165f8d65b6e75b540449e92b4886f43607fa02
      - uses: docker://alpine:3
      - uses: ./local-action
      - run: bash .ci/run
`,
    };
    expect(workflowProblems(files)).toMatchInlineSnapshot(`
     [
       ".github/workflows/ci.yml:6: jobs.test.steps[0].uses: actions/checkout@v4 is not pinned by commit, and a tag can be moved; expected actions/checkout@<commit> # <release>, the commit of actions/checkout's latest release of that major version (git rev-parse '<release>^{commit}' in a clone of actions/checkout)",
       ".github/workflows/ci.yml:9: jobs.test.steps[1].uses: someone/action/sub@main is not pinned by commit, and a tag can be moved; expected someone/action/sub@<commit> # <release>, the commit of someone/action's latest release of that major version (git rev-parse '<release>^{commit}' in a clone of someone/action)",
       ".github/workflows/ci.yml:10: jobs.test.steps[2].uses: actions/upload-artifact@ea165f8d65b6e75b540449e92b4886f43607fa02 names no release; add the release that commit is as a trailing comment, \`uses: actions/upload-artifact@ea165f8d65b6e75b540449e92b4886f43607fa02 # <release>\`, for readers and Dependabot",
       ".github/workflows/ci.yml:11: jobs.test.steps[3].uses: docker://alpine:3 is not pinned by digest; expected docker://alpine:3@sha256:<the image's digest>",
     ]
    `);
  });

  test('a checkout that keeps the token is refused', () => {
    const files = {
      '.github/workflows/ci.yml': CI.replace('        with:\n          persist-credentials: false\n', ''),
    };
    expect(workflowProblems(files)).toMatchInlineSnapshot(`
     [
       ".github/workflows/ci.yml:6: jobs.test.steps[0]: actions/checkout keeps the job's token in .git/config, where every later step can read it; add \`with: persist-credentials: false\`",
     ]
    `);
  });

  test('a deploy that can run without the tests is refused: no need of them, or a status function on the way', () => {
    expect(workflowProblems(deployWith(`${BUILD.replace('    needs: test\n', '')}${DEPLOY}`))).toMatchInlineSnapshot(`
     [
       ".github/workflows/deploy.yml:14: jobs.deploy publishes the site without the tests: no job it needs, directly or through others, runs them; add a job that calls ./.github/workflows/ci.yml (or runs bash .ci/run) and make the build need it",
     ]
    `);
    const alwaysBuild = BUILD.replace('    needs: test\n', '    needs: test\n    if: ${{ always() }}\n');
    expect(workflowProblems(deployWith(`  test:\n    uses: ./.github/workflows/ci.yml\n${alwaysBuild}${DEPLOY}`)))
      .toMatchInlineSnapshot(`
     [
       ".github/workflows/deploy.yml:7: jobs.build.if: "\${{ always() }}" lets the job run when a job it needs failed or was cancelled, so deploy could publish untested work; drop the status function",
     ]
    `);
  });

  test('a deploy built on another Node than .nvmrc is refused', () => {
    const node20 = BUILD.replace('node-version-file: .nvmrc', 'node-version: 20');
    expect(workflowProblems(deployWith(`  test:\n    uses: ./.github/workflows/ci.yml\n${node20}${DEPLOY}`)))
      .toMatchInlineSnapshot(`
     [
       ".github/workflows/deploy.yml:12: jobs.build.steps[1]: the site is built on another Node than the one .nvmrc names; set \`with: node-version-file: .nvmrc\` and no node-version",
     ]
    `);
  });
});
