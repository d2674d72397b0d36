export declare const DEBUG_BUILD_IMPORT: RegExp;
export declare const DEBUG_BUILD_EXPRESSION: string;
export default function sentryDebugFlagLoader(source: string): string;
