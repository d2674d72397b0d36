import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** What the setup project leaves for the teardown project: the built copy and its server. */
export interface VariantServer {
  dir: string;
  pid: number;
}

export function variantStateFile(baseURL: string): string {
  return path.join(os.tmpdir(), `trove-variant-${new URL(baseURL).port}.json`);
}

export async function saveVariantServer(baseURL: string, server: VariantServer): Promise<void> {
  await fs.writeFile(variantStateFile(baseURL), JSON.stringify(server));
}

export async function loadVariantServer(baseURL: string): Promise<VariantServer | undefined> {
  try {
    return JSON.parse(await fs.readFile(variantStateFile(baseURL), 'utf8')) as VariantServer;
  } catch {
    return undefined;
  }
}
