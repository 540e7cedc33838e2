// docker/gateway/nginx.conf as the machine's nginx runs it for `npm run start:cluster` and the tests: the
// file's own `http { … }` block with only the upstream `server <service>:<port>` addresses, the listen address
// and the access log's path rewritten, inside a minimal main file that keeps nginx in the foreground, logs
// errors to stderr and keeps its pid, access log and temporary files in one throwaway folder.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../apps';

export const GATEWAY_CONF = path.join(REPO_ROOT, 'docker', 'gateway', 'nginx.conf');

/** `service:port` → the address that replaces it, e.g. `api-1:4000` → `127.0.0.1:4101`. */
export type UpstreamAddresses = Readonly<Record<string, string>>;

const SERVER_LINE = /^(\s*server\s+)([A-Za-z0-9_.-]+:\d+)(\b[^;]*;)/gm;

/** Every `service:port` named by an upstream `server` line of the config. */
export function upstreamServers(conf: string): string[] {
  return [...conf.matchAll(SERVER_LINE)].map((match) => match[2]!);
}

/** The text between `http {` and its closing brace. */
function httpBlock(conf: string): string {
  const start = conf.search(/^http\s*\{/m);
  if (start === -1) throw new Error('the gateway config has no http { } block');
  const open = conf.indexOf('{', start);
  let depth = 0;
  for (let index = open; index < conf.length; index += 1) {
    const char = conf[index];
    if (char === '#') {
      index = conf.indexOf('\n', index);
      if (index === -1) break;
    } else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return conf.slice(open + 1, index);
    }
  }
  throw new Error('the gateway config has an unclosed http { } block');
}

/** `access_log <path> <format>;`: only the path changes (the container's log file is not writable here). */
const ACCESS_LOG_LINE = /^(\s*access_log\s+)\S+(\s[^;]*)?;/m;

export function renderHttpBlock(
  conf: string,
  addresses: UpstreamAddresses,
  listen: string,
  accessLog?: string,
): string {
  const missing = upstreamServers(conf).filter((server) => !(server in addresses));
  if (missing.length > 0) throw new Error(`no local address for upstream ${missing.join(', ')}`);
  return httpBlock(conf)
    .replace(
      SERVER_LINE,
      (_all, head: string, server: string, tail: string) => `${head}${addresses[server]}${tail}`,
    )
    .replace(/^(\s*listen\s+)\d+;/m, `$1${listen};`)
    .replace(ACCESS_LOG_LINE, (_all, head: string, format = '') =>
      accessLog ? `${head}${accessLog}${format};` : `${head}off;`,
    );
}

interface RenderedGateway {
  dir: string;
  mainConf: string;
  /** The access log (one line per request, with its request id). */
  accessLog: string;
  /** nginx arguments: prefix, config, foreground. */
  args: string[];
}

/** Writes gateway.conf (the rendered http block) and nginx.conf (the main file) into `dir`. */
export function writeGatewayConfig(
  dir: string,
  addresses: UpstreamAddresses,
  listen: string,
): RenderedGateway {
  fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });
  const conf = fs.readFileSync(GATEWAY_CONF, 'utf8');
  const accessLog = path.join(dir, 'logs', 'access.log');
  fs.writeFileSync(path.join(dir, 'gateway.conf'), renderHttpBlock(conf, addresses, listen, accessLog));
  const mainConf = path.join(dir, 'nginx.conf');
  const temp = (name: string) => path.join(dir, `${name}_temp`);
  fs.writeFileSync(
    mainConf,
    [
      '# Written by scripts/cluster/nginxConf.ts; the http block is docker/gateway/nginx.conf.',
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 1024; }',
      'http {',
      `  client_body_temp_path ${temp('client_body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${path.join(dir, 'gateway.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  // -e (nginx >= 1.19.5) keeps nginx from opening its compiled-in error log before reading the config.
  return { dir, mainConf, accessLog, args: ['-e', 'stderr', '-p', `${dir}/`, '-c', mainConf] };
}

export function nginxBinary(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx'])
    if (fs.existsSync(candidate)) return candidate;
  return null;
}
