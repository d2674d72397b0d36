/**
 * What a valid branch, tag or commit name may not hold, after `git check-ref-format`: control
 * characters, spaces and ~ ^ : ? * [ \, "..", "@{", "//", a part starting with "." or ending in
 * ".lock", a leading "-" (git would read it as an option) or a leading or trailing "/" or ".".
 */
const FORBIDDEN = [
  // eslint-disable-next-line no-control-regex
  /[\x00-\x20\x7f~^:?*[\\]/,
  /\.\./,
  /@\{/,
  /\/\//,
  /(^|\/)\./,
  /\.lock($|\/)/,
  /^[-/]/,
  /[/.]$/,
];

/** Whether `name` can be a git branch, tag or commit name (a commit's full hex id passes too). */
export function isGitRefName(name: string): boolean {
  return name !== '' && name !== '@' && !FORBIDDEN.some((pattern) => pattern.test(name));
}

/** What a bad ref name is expected to be, for error messages. */
export const GIT_REF_EXPECTED =
  'a branch, tag or commit name such as main, v1.2.0 or a full commit id (no spaces, no ~ ^ : ? * [ \\ or "..")';
