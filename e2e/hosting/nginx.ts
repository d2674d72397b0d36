import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { readVariable } from '../../src/config/environment';
import { stopProcessGroup } from '../processGroup';

const NGINX = readVariable(process.env, 'NGINX_PATH');

/**
 * Starts Debian's nginx on 127.0.0.1:`port` over `publicDir` with the build's generated
 * configuration, included in a server block as the README's deploy recipe says.
 */
export async function startNginx(
  port: number,
  publicDir: string,
  siteConfig: string,
): Promise<{ server: ChildProcess; dir: string }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'trove-nginx-'));
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  await fs.writeFile(
    path.join(dir, 'nginx.conf'),
    [
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'user root;',
      'events {}',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
      '  server {',
      `    listen 127.0.0.1:${port};`,
      `    root ${publicDir};`,
      `    include ${siteConfig};`,
      '  }',
      '}',
      '',
    ].join('\n'),
  );
  const server = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let errors = '';
  server.stderr?.on('data', (chunk: Buffer) => (errors += chunk));
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined))?.status, {
      message: `nginx starts (${errors})`,
    })
    .toBe(200);
  return { server, dir };
}

export async function stopNginx({ server, dir }: { server: ChildProcess; dir: string }): Promise<void> {
  if (server.pid) await stopProcessGroup(server.pid);
  await fs.rm(dir, { recursive: true, force: true });
}
