// deploy/nginx.conf as production has it, rewritten for a run on loopback: plain HTTP on the given
// port instead of TLS (and no redirect on port 80), an upstream of the given app ports, a private
// cache and temp folder. Used by `npm run bench` and the cluster scripts, so both measure and
// prove the file that is deployed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface LoopbackNginx {
  nginxDir: string;
  port: number;
  appPorts: number[];
  /** Where `$app_root` points (holds the build's static folder). */
  appRoot: string;
  workers: number;
  accessLog: boolean;
  /** Further changes to the site's configuration. */
  adjust?: (site: string) => string;
}

const PURGE_MODULE = '/usr/lib/nginx/modules/ngx_http_cache_purge_module.so';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Writes nginxDir/nginx.conf, checks it with `nginx -t` and returns its path. */
export function writeLoopbackNginxConf(o: LoopbackNginx): string {
  let site = fs.readFileSync('deploy/nginx.conf', 'utf8');
  site = site.replace(/server \{\n\s*listen 80;[\s\S]*?\n\}\n/, ''); // the redirect to HTTPS
  site = site.replace(/^.*# TLS$/gm, '');
  site = site.replace(/^(\s*)server 127\.0\.0\.1:\d+([^;]*);.*# APP_UPSTREAM$/m, (_m, indent: string, params: string) =>
    o.appPorts.map((p) => `${indent}server 127.0.0.1:${p}${params};`).join('\n'),
  );
  site = site.replace(/\/var\/cache\/nginx\/hosur/, path.join(o.nginxDir, 'cache'));
  site = site.replace(/^(\s*)set \$app_root .*# APP_ROOT$/m, `$1listen 127.0.0.1:${o.port};\n$1set $app_root ${o.appRoot};`);
  if (o.adjust) site = o.adjust(site);
  // Debian's libnginx-mod-http-cache-purge, for /purge/…; without it that location goes.
  const purge = fs.existsSync(PURGE_MODULE);
  if (!purge) site = site.replace(/\n[^\n]*location ~ \^\/purge[\s\S]*?# PURGE\n\s*\}\n/, '\n');
  // Debian's libnginx-mod-http-brotli-static, for the build files' .br; without it gzip_static alone.
  const brotli = fs.existsSync(BROTLI_MODULE);
  if (!brotli) site = site.replace(/^.*# BROTLI$/gm, '');
  const conf = [
    ...(purge ? [`load_module ${PURGE_MODULE};`] : []),
    ...(brotli ? [`load_module ${BROTLI_MODULE};`] : []),
    `worker_processes ${o.workers};`,
    `pid ${o.nginxDir}/nginx.pid;`,
    `error_log ${o.nginxDir}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    o.accessLog ? `  access_log ${o.nginxDir}/access.log;` : '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${o.nginxDir}/${t}_temp;`),
    site,
    '}',
  ].join('\n');
  const file = path.join(o.nginxDir, 'nginx.conf');
  fs.writeFileSync(file, conf);
  const check = spawnSync('nginx', ['-t', '-c', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`deploy/nginx.conf, rewritten for loopback, is invalid:\n${check.stderr}`);
  return file;
}
