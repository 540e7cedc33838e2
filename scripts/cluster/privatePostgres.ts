// A PostgreSQL server of the cluster's own — initdb + pg_ctl from Debian's packages into a temporary folder, on
// a free port — so a test can stop and start it for real without touching the machine's shared server that
// other processes use. initdb refuses to run as root, so as root every command runs as the `postgres` user.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The bin folder of the newest PostgreSQL installed the Debian way, or null. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  let versions: string[];
  try {
    versions = fs.readdirSync(root);
  } catch {
    return null;
  }
  const found = versions
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(root, version, 'bin'))
    .find((bin) => ['initdb', 'pg_ctl'].every((tool) => fs.existsSync(path.join(bin, tool))));
  return found ?? null;
}

const isRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL tool, as `postgres` when we are root; rejects with its output when it fails. */
function runTool(bin: string, tool: string, args: string[]): Promise<void> {
  const command = isRoot() ? 'runuser' : path.join(bin, tool);
  const commandArgs = isRoot() ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
  return new Promise((resolve, reject) => {
    execFile(command, commandArgs, { encoding: 'utf8', timeout: 60_000 }, (error, stdout, stderr) => {
      if (error)
        reject(new Error(`${tool} ${args.join(' ')} failed (${error.message}):\n${stdout}${stderr}`));
      else resolve();
    });
  });
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database: string): string;
  port: number;
  dataDir: string;
  /** `pg_ctl stop`; `immediate` is a crash (recovery from the WAL on the next start), `fast` a clean stop. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops the server (if running) and removes its folder. */
  destroy(): Promise<void>;
}

/**
 * Creates and starts a cluster on 127.0.0.1:<port>, trust authentication for the `postgres` role, its socket in
 * its own folder. fsync is off: the machine does not crash in a test, and a stopped or killed server still
 * finds every committed transaction in its WAL (written to the OS before the commit is acknowledged).
 */
export async function startPrivatePostgres(port: number): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server binaries are missing (apt-get install -y postgresql)');
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'prohive-pg-'));
  const dataDir = path.join(base, 'data');
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    fs.chownSync(base, uid, gid);
  }
  await runTool(bin, 'initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  fs.appendFileSync(
    path.join(dataDir, 'postgresql.conf'),
    [
      '',
      '# scripts/cluster/privatePostgres.ts',
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${base}'`,
      'fsync = off',
      'full_page_writes = off',
      'max_connections = 100',
      '',
    ].join('\n'),
  );
  const log = path.join(base, 'postgres.log');
  let running = false;
  const server: PrivatePostgres = {
    port,
    dataDir,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      await runTool(bin, 'pg_ctl', ['-D', dataDir, '-l', log, '-w', '-t', '60', 'start']);
      running = true;
    },
    async stop(mode = 'fast') {
      await runTool(bin, 'pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
      running = false;
    },
    async destroy() {
      try {
        if (running) await server.stop('immediate');
      } finally {
        fs.rmSync(base, { recursive: true, force: true });
      }
    },
  };
  try {
    await server.start();
  } catch (error) {
    fs.rmSync(base, { recursive: true, force: true });
    throw error;
  }
  return server;
}
