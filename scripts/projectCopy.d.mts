export declare function copyProject(root: string): Promise<string>;
