// What the GitHub workflows must hold beyond what actionlint checks, so the build's secrets and the
// published site stay out of reach of a moved tag or a failed test (`npm run lint:workflows`):
// - every action from another repository is pinned by the commit of the release it names, which a
//   tag's owner cannot move (`uses: actions/checkout@<40-hex> # v4.4.0`; Dependabot updates both);
// - every checkout leaves no token in .git/config (`persist-credentials: false`), where a later
//   step, the build that runs the content among them, could read it;
// - the job that publishes needs the tests, directly or through other jobs, with nothing that lets
//   it run when they failed, and builds on the Node of .nvmrc.
import { LineCounter, isMap, isSeq, parseDocument } from 'yaml';

const COMMIT = /^[0-9a-f]{40}$/;
const RELEASE = /^v\d+(\.\d+)*$/;
/** A job condition that holds when a job it needs failed or was cancelled. */
const RUNS_AFTER_FAILURE = /\b(always|failure|cancelled)\(\)/;
/** The step that runs the tests, as CI does. */
const RUNS_TESTS = /(^|\s)(bash\s+)?\.ci\/run\b/;

const jobsOf = (document) => {
  const jobs = document.get('jobs');
  return isMap(jobs) ? jobs.items.map((pair) => ({ id: String(pair.key.value ?? pair.key), job: pair.value })) : [];
};
const stepsOf = (job) => {
  const steps = isMap(job) ? job.get('steps') : undefined;
  return isSeq(steps) ? steps.items.filter(isMap) : [];
};
const text = (node, key) => {
  const value = isMap(node) ? node.get(key) : undefined;
  return value === undefined || value === null ? undefined : String(value);
};
const needsOf = (job) => {
  const needs = isMap(job) ? job.get('needs') : undefined;
  if (isSeq(needs)) return needs.items.map((item) => String(item.value ?? item));
  return needs === undefined || needs === null ? [] : [String(needs)];
};

/** Parses each workflow, keeping its line counter for messages. */
function parse(files) {
  return Object.entries(files).map(([file, source]) => {
    const lineCounter = new LineCounter();
    return { file, lineCounter, document: parseDocument(source, { lineCounter }) };
  });
}

/** `file:line` of a node. */
const at = ({ file, lineCounter }, node) => `${file}:${lineCounter.linePos(node?.range?.[0] ?? 0).line}`;

/** The `uses:` nodes of a workflow: jobs that call a workflow and steps that run an action, with their key paths. */
function usesOf({ document }) {
  const found = [];
  for (const { id, job } of jobsOf(document)) {
    if (isMap(job) && job.has('uses')) found.push({ key: `jobs.${id}.uses`, node: job.get('uses', true) });
    stepsOf(job).forEach((step, index) => {
      if (step.has('uses')) found.push({ key: `jobs.${id}.steps[${index}].uses`, node: step.get('uses', true) });
    });
  }
  return found;
}

/** Actions and workflows of another repository not pinned by commit, or whose release comment is missing. */
function pinningProblems(workflow) {
  const problems = [];
  for (const { key, node } of usesOf(workflow)) {
    const reference = String(node.value);
    if (reference.startsWith('./')) continue;
    const where = `${at(workflow, node)}: ${key}`;
    if (reference.startsWith('docker://')) {
      if (!/@sha256:[0-9a-f]{64}$/.test(reference)) {
        problems.push(
          `${where}: ${reference} is not pinned by digest; expected ${reference}@sha256:<the image's digest>`,
        );
      }
      continue;
    }
    const [action, version = ''] = reference.split('@');
    const repository = action.split('/').slice(0, 2).join('/');
    if (!COMMIT.test(version)) {
      problems.push(
        `${where}: ${reference} is not pinned by commit, and a tag can be moved; expected ` +
          `${action}@<commit> # <release>, the commit of ${repository}'s latest release of that major version ` +
          `(git rev-parse '<release>^{commit}' in a clone of ${repository})`,
      );
    } else if (!RELEASE.test(node.comment?.trim() ?? '')) {
      problems.push(
        `${where}: ${reference} names no release; add the release that commit is as a trailing comment, ` +
          `\`uses: ${reference} # <release>\`, for readers and Dependabot`,
      );
    }
  }
  return problems;
}

/** Checkouts that keep the job's token in .git/config. */
function checkoutProblems(workflow) {
  const problems = [];
  for (const { id, job } of jobsOf(workflow.document)) {
    stepsOf(job).forEach((step, index) => {
      if (!text(step, 'uses')?.startsWith('actions/checkout@')) return;
      const persist = step.getIn(['with', 'persist-credentials']);
      if (persist === false || persist === 'false') return;
      problems.push(
        `${at(workflow, step)}: jobs.${id}.steps[${index}]: actions/checkout keeps the job's token in ` +
          `.git/config, where every later step can read it; add \`with: persist-credentials: false\``,
      );
    });
  }
  return problems;
}

/** Whether a job runs the tests: a step runs .ci/run, or it calls a workflow of this repository that does. */
function runsTests(job, workflows) {
  if (stepsOf(job).some((step) => RUNS_TESTS.test(text(step, 'run') ?? ''))) return true;
  const called = text(job, 'uses');
  const workflow = called?.startsWith('./') && workflows.find(({ file }) => file === called.slice(2));
  return Boolean(workflow) && jobsOf(workflow.document).some(({ job: calledJob }) => runsTests(calledJob, []));
}

/** Whether a job publishes the site: it deploys to GitHub Pages, or to an environment. */
const deploys = (job) =>
  (isMap(job) && job.has('environment')) ||
  stepsOf(job).some((step) => text(step, 'uses')?.startsWith('actions/deploy-pages@'));

/** Deploy jobs that can run without the tests, or that build on another Node than .nvmrc's. */
function deployProblems(workflow, workflows) {
  const problems = [];
  const jobs = new Map(jobsOf(workflow.document).map(({ id, job }) => [id, job]));
  for (const [id, job] of jobs) {
    if (!deploys(job)) continue;
    const chain = [];
    const visit = (name) => {
      if (chain.includes(name) || !jobs.has(name)) return;
      chain.push(name);
      if (!runsTests(jobs.get(name), workflows)) needsOf(jobs.get(name)).forEach(visit);
    };
    visit(id);
    const tests = chain.filter((name) => runsTests(jobs.get(name), workflows));
    if (tests.length === 0) {
      problems.push(
        `${at(workflow, job)}: jobs.${id} publishes the site without the tests: no job it needs, directly or ` +
          `through others, runs them; add a job that calls ./.github/workflows/ci.yml (or runs bash .ci/run) ` +
          `and make the build need it`,
      );
    }
    for (const name of chain) {
      const condition = text(jobs.get(name), 'if') ?? '';
      if (RUNS_AFTER_FAILURE.test(condition)) {
        problems.push(
          `${at(workflow, jobs.get(name).get('if', true))}: jobs.${name}.if: "${condition}" lets the job run when ` +
            `a job it needs failed or was cancelled, so ${id} could publish untested work; drop the status function`,
        );
      }
      if (String(jobs.get(name).get('continue-on-error') ?? '') === 'true') {
        problems.push(
          `${at(workflow, jobs.get(name))}: jobs.${name}.continue-on-error lets ${id} run when it fails; remove it`,
        );
      }
      if (tests.includes(name)) continue;
      problems.push(...nodeProblems(workflow, name, jobs.get(name)));
    }
  }
  return problems;
}

/** A job on the way to publishing that sets up Node other than from .nvmrc, or runs npm on the runner's own Node. */
function nodeProblems(workflow, id, job) {
  const steps = stepsOf(job);
  const setups = steps.filter((step) => text(step, 'uses')?.startsWith('actions/setup-node@'));
  const problems = setups
    .filter((step) => step.getIn(['with', 'node-version-file']) !== '.nvmrc' || step.hasIn(['with', 'node-version']))
    .map(
      (step) =>
        `${at(workflow, step)}: jobs.${id}.steps[${steps.indexOf(step)}]: the site is built on another Node ` +
        `than the one .nvmrc names; set \`with: node-version-file: .nvmrc\` and no node-version`,
    );
  if (setups.length === 0 && steps.some((step) => /\bnpm\b/.test(text(step, 'run') ?? ''))) {
    problems.push(
      `${at(workflow, job)}: jobs.${id} runs npm on the runner's own Node; add actions/setup-node with ` +
        `\`node-version-file: .nvmrc\` before it`,
    );
  }
  return problems;
}

/**
 * The problems of the workflows `files` holds (path from the repository's root, such as
 * `.github/workflows/ci.yml`, to its text), each naming the file, line and key, and the fix.
 */
export function workflowProblems(files) {
  const workflows = parse(files);
  return workflows.flatMap((workflow) => [
    ...pinningProblems(workflow),
    ...checkoutProblems(workflow),
    ...deployProblems(workflow, workflows),
  ]);
}
