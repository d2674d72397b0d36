import type { ESLint, Rule } from 'eslint';

export declare function packageOf(source: string): string | null;
export declare const dependenciesPlugin: ESLint.Plugin & { rules: { 'imports-are-declared': Rule.RuleModule } };
