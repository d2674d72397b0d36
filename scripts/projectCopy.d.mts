export declare const SITE_FILES: string[];
export declare function copyProject(root: string, files?: string[], from?: string): Promise<string>;
