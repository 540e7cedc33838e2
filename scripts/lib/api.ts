// The api as the launcher and the e2e suite run it: built with its own npm script when its sources changed,
// started with its own npm script on the embedded database with demo data.
import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { REPO_ROOT } from '../apps';
import { run, spawnGroup, stopGroup, waitForHttp } from './processes';
import { hashSources } from './sourceHash';

const API_DIR = path.join(REPO_ROOT, 'api');
const STAMP = path.join(REPO_ROOT, '.cache', 'build-stamps', 'api.json');

function apiInputsHash(): string {
  return hashSources(REPO_ROOT, ['api/src', 'api/package.json', 'api/tsconfig.json', 'package-lock.json']);
}

function apiOutputExists(): boolean {
  return fs.existsSync(path.join(API_DIR, 'dist'));
}

export function isApiStale(): boolean {
  try {
    const stamp = JSON.parse(fs.readFileSync(STAMP, 'utf8')) as { hash?: string };
    return stamp.hash !== apiInputsHash() || !apiOutputExists();
  } catch {
    return true;
  }
}

export async function buildApi(): Promise<void> {
  const hash = apiInputsHash();
  const code = await run('npm', ['run', 'build', '-w', '@prohive/api', '--silent'], { cwd: REPO_ROOT });
  if (code !== 0) throw new Error(`api build failed (exit ${code}); see the output above`);
  fs.mkdirSync(path.dirname(STAMP), { recursive: true });
  fs.writeFileSync(STAMP, `${JSON.stringify({ hash, builtAt: new Date().toISOString() })}\n`);
}

export interface ApiProcessOptions {
  port: number;
  host?: string;
  dataDir: string;
  /** Origins of the site, for the api's CORS/redirect allow-list. */
  siteOrigins: string[];
  env?: NodeJS.ProcessEnv;
  /**
   * 'inherit' shows the api's log in this terminal; 'ignore' keeps test output clean; a file descriptor
   * collects its output (stdout and stderr) where a test can read it.
   */
  stdio?: 'inherit' | 'ignore' | number;
  readyTimeoutMs?: number;
}

export interface RunningApi {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export async function startApi(options: ApiProcessOptions): Promise<RunningApi> {
  const host = options.host ?? '127.0.0.1';
  fs.mkdirSync(options.dataDir, { recursive: true });
  const child = spawnGroup('npm', ['run', 'start', '-w', '@prohive/api', '--silent'], {
    cwd: REPO_ROOT,
    stdio:
      typeof options.stdio === 'number'
        ? ['ignore', options.stdio, options.stdio]
        : (options.stdio ?? 'inherit'),
    env: {
      ...process.env,
      ...options.env,
      API_PORT: String(options.port),
      API_HOST: host,
      DATA_DIR: options.dataDir,
      SEED_ON_EMPTY: 'true',
      SITE_ORIGINS: options.siteOrigins.join(','),
      // A local run (npm start, e2e) is not a deployment: production would refuse the free test checkout.
      NODE_ENV: options.env?.NODE_ENV ?? process.env.NODE_ENV ?? 'development',
    },
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const url = `http://${host}:${options.port}`;
  try {
    await waitForHttp(`${url}/api/ready`, options.readyTimeoutMs ?? 90_000, () => !exited);
  } catch (error) {
    await stopGroup(child);
    throw error;
  }
  return { url, process: child, stop: () => stopGroup(child) };
}
