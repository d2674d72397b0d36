import type { ChildProcess } from 'node:child_process';

export declare function serveBuild(publicDir: string, port: number, script?: string): Promise<ChildProcess>;
