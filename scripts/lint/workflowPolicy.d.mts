export declare function workflowProblems(files: Record<string, string>): string[];
