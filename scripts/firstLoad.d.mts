import type { Browser, Page } from '@playwright/test';

export declare const CHROMIUM_ARGS: string[];
export declare const FIRST_LOAD_JS_BUDGET_BYTES: number;
export declare const SEARCH_ASSET_PATTERN: RegExp;
export declare const CMS_ASSET_PATTERN: RegExp;
export declare const CHROMIUM_LAUNCH_OPTIONS: { executablePath: string; args: string[]; ignoreDefaultArgs: string[] };
export declare function recordLayoutShifts(page: Page): Promise<void>;
export declare function readLayoutShifts(page: Page): Promise<{ cls: number; shifts: string[] }>;
export declare function measureFirstLoad(
  browser: Browser,
  url: string,
  viewport?: { width: number; height: number },
  storage?: Record<string, string>,
): Promise<{
  bytes: Record<'html' | 'js' | 'css' | 'pageData' | 'image' | 'font' | 'other', number>;
  scripts: Array<{ url: string; gzip: number; afterLoad: boolean }>;
  thirdParty: string[];
  fonts: string[];
  searchBytes: number;
  cmsBytes: number;
  cls: number;
  shifts: string[];
}>;
