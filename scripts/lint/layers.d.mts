import type { ESLint, Rule } from 'eslint';

export declare const LAYERS: Record<string, string[]>;
export declare function layerOf(file: string, srcDir: string): string | null;
export declare const layersPlugin: ESLint.Plugin & { rules: { 'imports-follow-layers': Rule.RuleModule } };
