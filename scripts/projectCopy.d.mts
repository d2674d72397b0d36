export declare function copyProject(): Promise<string>;
