export declare function contentTypeOf(file: string): string;
