import { readVariable, type Environment, type EnvironmentVariable } from '../config/environment';

type Env = Record<string, string | undefined>;

/** Reads a group of environment variables by key, collecting problems (invalid values) and warnings (values with no effect). */
export interface EnvReader<Key extends string> {
  problems: string[];
  warnings: string[];
  /** A set, non-blank variable's value, trimmed. */
  value(key: Key): string | undefined;
  /**
   * The value `valid` makes of the variable's, or undefined when it is unset; when `valid` gives
   * false, a problem naming the variable, what was found and `expected`.
   */
  checked<T extends string>(key: Key, valid: (text: string) => T | false, expected: string): T | undefined;
  /** A problem when the variable is unset, saying `why` it is needed. */
  missing(key: Key, why: string): void;
  /** A warning when the variable is set, saying `why` it has no effect. */
  unused(key: Key, why: string): void;
}

/** The variables of the schema read as text, whose rules join them to others. */
type TextVariable = {
  [Name in EnvironmentVariable]: Environment[Name] extends string | undefined ? Name : never;
}[EnvironmentVariable];

/** A reader of the variables `names` gives by key, such as `{ repo: 'CMS_REPO' }`. */
export function envReader<Key extends string>(env: Env, names: Record<Key, TextVariable>): EnvReader<Key> {
  const problems: string[] = [];
  const warnings: string[] = [];
  const value = (key: Key): string | undefined => readVariable(env, names[key]);
  return {
    problems,
    warnings,
    value,
    checked(key, valid, expected) {
      const text = value(key);
      if (text === undefined) return undefined;
      const result = valid(text);
      if (result === false) problems.push(`${names[key]}: found ${JSON.stringify(text)}; expected ${expected}`);
      return result || undefined;
    },
    missing(key, why) {
      if (value(key) === undefined) problems.push(`${names[key]}: missing; ${why}`);
    },
    unused(key, why) {
      if (value(key) !== undefined) warnings.push(`${names[key]} is set but has no effect: ${why}; unset it.`);
    },
  };
}
