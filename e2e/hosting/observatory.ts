/**
 * The MDN HTTP Observatory's header tests and score modifiers (github.com/mdn/mdn-http-observatory,
 * src/analyzer/tests/*.js and src/grader), for a site behind HTTPS. Its scanner cannot be installed
 * here (its install script downloads a certificate bundle) and grades a plain-http loopback host
 * down for the missing HTTPS redirect, so the tests apply its rules to the headers nginx sends.
 */
type Headers = Record<string, string | undefined>;

interface Outcome {
  test: string;
  result: string;
  modifier: number;
}

const SAFE_REFERRER = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];

function directivesOf(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

function cspOutcome(policy: string | undefined): Outcome {
  const test = 'content-security-policy';
  if (!policy) return { test, result: 'csp-not-implemented', modifier: -25 };
  const directives = directivesOf(policy);
  const scriptSources = directives.get('script-src') ?? directives.get('default-src') ?? [];
  const hashed = (sources: string[]) => sources.some((source) => /^'(sha(256|384|512)|nonce)-/.test(source));
  if (scriptSources.includes("'unsafe-inline'") && !hashed(scriptSources))
    return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  if (scriptSources.includes("'unsafe-eval'"))
    return { test, result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  const objects = directives.get('object-src') ?? directives.get('default-src');
  if (!objects || objects.includes('*') || objects.includes('https:'))
    return { test, result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  const styleSources = directives.get('style-src') ?? [];
  if (styleSources.includes("'unsafe-inline'") && !hashed(styleSources))
    return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  if (directives.get('default-src')?.join(' ') === "'none'")
    return { test, result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  return { test, result: 'csp-implemented-with-no-unsafe', modifier: 5 };
}

/** Each test's result and modifier for the response headers of a page. */
export function observatoryOutcomes(headers: Headers): Outcome[] {
  const policy = headers['content-security-policy'];
  const maxAge = Number(/max-age=(\d+)/i.exec(headers['strict-transport-security'] ?? '')?.[1] ?? 0);
  const referrer = headers['referrer-policy']?.split(',').pop()?.trim().toLowerCase();
  const corp = headers['cross-origin-resource-policy']?.toLowerCase();
  const frameOption = headers['x-frame-options']?.toUpperCase();
  return [
    cspOutcome(policy),
    maxAge >= 15_552_000
      ? { test: 'strict-transport-security', result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
      : { test: 'strict-transport-security', result: 'hsts-not-implemented', modifier: -20 },
    headers['x-content-type-options']?.toLowerCase() === 'nosniff'
      ? { test: 'x-content-type-options', result: 'x-content-type-options-nosniff', modifier: 0 }
      : { test: 'x-content-type-options', result: 'x-content-type-options-not-implemented', modifier: -5 },
    policy && directivesOf(policy).has('frame-ancestors')
      ? { test: 'x-frame-options', result: 'x-frame-options-implemented-via-csp', modifier: 5 }
      : frameOption === 'DENY' || frameOption === 'SAMEORIGIN'
        ? { test: 'x-frame-options', result: 'x-frame-options-sameorigin-or-deny', modifier: 0 }
        : { test: 'x-frame-options', result: 'x-frame-options-not-implemented', modifier: -20 },
    referrer === undefined
      ? { test: 'referrer-policy', result: 'referrer-policy-not-implemented', modifier: 0 }
      : SAFE_REFERRER.includes(referrer)
        ? { test: 'referrer-policy', result: 'referrer-policy-private', modifier: 5 }
        : { test: 'referrer-policy', result: 'referrer-policy-unsafe', modifier: -5 },
    corp === 'same-origin' || corp === 'same-site'
      ? { test: 'cross-origin-resource-policy', result: 'corp-implemented-with-same-origin', modifier: 10 }
      : { test: 'cross-origin-resource-policy', result: 'corp-not-implemented', modifier: 0 },
  ];
}

/** The score (bonuses count only when the score without them is at least 90) and its grade. */
export function observatoryGrade(headers: Headers): { score: number; grade: string; outcomes: Outcome[] } {
  const outcomes = observatoryOutcomes(headers);
  const penalties = 100 + outcomes.filter((o) => o.modifier < 0).reduce((sum, o) => sum + o.modifier, 0);
  const score = penalties >= 90 ? 100 + outcomes.reduce((sum, o) => sum + o.modifier, 0) : penalties;
  const grades: Array<[number, string]> = [
    [100, 'A+'],
    [90, 'A'],
    [85, 'A-'],
    [80, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [50, 'C'],
    [45, 'C-'],
    [40, 'D+'],
    [30, 'D'],
    [25, 'D-'],
  ];
  return { score, grade: grades.find(([minimum]) => score >= minimum)?.[1] ?? 'F', outcomes };
}
