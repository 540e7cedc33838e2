// The composed site from the built dist folders on free ports, each app in its own process (so one remote can
// be stopped and started again on its own), plus the api on a throwaway database. Used by the e2e suite and
// the benchmarks; `npm start` is the interactive equivalent.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { AppDefinition, AppId } from '../apps';
import { APPS, REMOTES, REPO_ROOT, distDir } from '../apps';
import { remoteUrlEnv } from '../serve/runtimeEnv';
import { MANIFEST_FILE } from '../webpack/federation';
import { buildApi, isApiStale, startApi } from './api';
import type { RunningApi } from './api';
import { freePort } from './freePort';
import { spawnGroup, stopGroup, waitForHttp } from './processes';

const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
const SERVE_APP = path.join(REPO_ROOT, 'scripts', 'serve-app.ts');

export interface SiteState {
  baseUrl: string;
  apiUrl: string | null;
  dataDir: string;
  ports: Record<AppId, number>;
  /** Process group id of each app server (negative-pid kill stops it). */
  pids: Partial<Record<AppId | 'api', number>>;
  /** The environment the shell server was started with (remote URLs etc.), to restart it identically. */
  shellEnv: Record<string, string>;
}

function appUrl(port: number): string {
  return `http://127.0.0.1:${port}`;
}

/** Starts one app's static server as its own process group; resolves when it answers. */
export async function startAppProcess(
  app: AppDefinition,
  port: number,
  options: { root?: string; env?: Record<string, string>; stdio?: 'inherit' | 'ignore' } = {},
): Promise<ChildProcess> {
  const args = [SERVE_APP, app.id, '--port', String(port)];
  if (options.root) args.push('--dir', options.root);
  const child = spawnGroup(TSX, args, {
    cwd: REPO_ROOT,
    stdio: options.stdio ?? 'ignore',
    env: { ...process.env, ...options.env },
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const probe = app.id === 'shell' ? '/' : `/${MANIFEST_FILE}`;
  try {
    await waitForHttp(`${appUrl(port)}${probe}`, 30_000, () => !exited);
  } catch (error) {
    await stopGroup(child);
    throw error;
  }
  return child;
}

/** Stops a server started by {@link startAppProcess} (or recorded in SiteState.pids) by process group. */
export async function stopProcessGroup(pid: number, graceMs = 5000): Promise<void> {
  const alive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!alive()) return;
  process.kill(-pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (alive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  if (alive()) process.kill(-pid, 'SIGKILL');
}

export interface ComposedSite {
  state: SiteState;
  stop(): Promise<void>;
}

export async function startComposedSite(
  options: { withApi?: boolean; env?: Record<string, string>; stdio?: 'inherit' | 'ignore' } = {},
): Promise<ComposedSite> {
  for (const app of APPS) {
    if (!fs.existsSync(distDir(app))) {
      throw new Error(`${app.dir}/dist is missing: run \`npm run build\` first.`);
    }
  }
  const ports = {} as Record<AppId, number>;
  for (const app of APPS) ports[app.id] = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prohive-site-'));
  const children: ChildProcess[] = [];
  const pids: SiteState['pids'] = {};
  let api: RunningApi | null = null;

  const stop = async () => {
    await Promise.all(children.map((child) => stopGroup(child)));
    await api?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    if (options.withApi !== false) {
      if (isApiStale()) await buildApi();
      const apiPort = await freePort();
      api = await startApi({
        port: apiPort,
        dataDir,
        siteOrigins: [appUrl(ports.shell)],
        stdio: options.stdio ?? 'ignore',
        env: options.env,
      });
      if (api.process.pid !== undefined) pids.api = api.process.pid;
    }
    const shellEnv: Record<string, string> = { ...options.env, API_URL: api?.url ?? 'http://127.0.0.1:9' };
    for (const remote of REMOTES) {
      shellEnv[remoteUrlEnv(remote.id as Exclude<AppId, 'shell'>)] =
        `${appUrl(ports[remote.id])}/${MANIFEST_FILE}`;
    }
    const started = await Promise.all(
      APPS.map(async (app) => {
        const child = await startAppProcess(app, ports[app.id], {
          env: app.id === 'shell' ? shellEnv : options.env,
          stdio: options.stdio,
        });
        children.push(child);
        return [app.id, child.pid] as const;
      }),
    );
    for (const [id, pid] of started) if (pid !== undefined) pids[id] = pid;
    return {
      state: { baseUrl: appUrl(ports.shell), apiUrl: api?.url ?? null, dataDir, ports, pids, shellEnv },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
