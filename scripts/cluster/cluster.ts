// The production topology on one machine: nginx (docker/gateway/nginx.conf) in front of two api replicas on
// the machine's PostgreSQL and Redis, and one static server per app, every remote serving its published
// releases. `npm run start:cluster` and the cluster tests both start it through startCluster().
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AppId, RemoteId } from '../apps';
import { APPS, REMOTES, distDir } from '../apps';
import type { RunningApi } from '../lib/api';
import { startApi } from '../lib/api';
import { spawnGroup, stopGroup, waitForHttp } from '../lib/processes';
import type { RunningAppServer } from '../serve/appServer';
import { startAppServer } from '../serve/appServer';
import { remoteUrlEnv } from '../serve/runtimeEnv';
import { MANIFEST_FILE } from '../webpack/federation';
import { nginxBinary, writeGatewayConfig } from './nginxConf';
import { currentVersion, publish } from './releases';
import type { ApiReplica, ClusterPorts } from './topology';
import { API_REPLICAS, CONTAINER_PORTS, remotePathFor, serviceNameFor } from './topology';

export interface ClusterOptions {
  ports: ClusterPorts;
  databaseUrl: string;
  redisUrl: string;
  releasesDir: string;
  /**
   * The access-token key both replicas sign and check with (compose requires JWT_SECRET). Without one, each
   * replica would make its own key in its data folder and a token from api-1 would be refused by api-2; a
   * cluster started without it gets a random one for its lifetime.
   */
  jwtSecret?: string;
  /** Keeps tests (and parallel clusters) from sharing rate-limit counters in one Redis. */
  redisKeyPrefix?: string;
  host?: string;
  stdio?: 'inherit' | 'ignore';
  /** Appends both replicas' logs (JSON lines) to this file instead of `stdio`: tests read request ids there. */
  apiLogFile?: string;
  env?: NodeJS.ProcessEnv;
}

export interface RunningCluster {
  url: string;
  replicas: Map<ApiReplica, RunningApi>;
  apps: RunningAppServer[];
  gateway: ChildProcess;
  /** nginx's access log: one line per request with `request_id=` (removed when the cluster stops). */
  gatewayAccessLog: string;
  /** Starts a replica that was stopped or died again, with the same settings (a rolling restart's second half). */
  startReplica(replica: ApiReplica): Promise<RunningApi>;
  stop(): Promise<void>;
}

/** The env of one api replica: the API_ENV of topology.ts that a local run sets. */
function replicaEnv(
  options: ClusterOptions,
  replica: ApiReplica,
  siteUrl: string,
  jwtSecret: string,
): NodeJS.ProcessEnv {
  return {
    ...options.env,
    // One signing key for both, as docker-compose.yml gives both its JWT_SECRET: without it each replica
    // would make its own key in its data folder and refuse the other's tokens.
    JWT_SECRET: jwtSecret,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REPLICA_ID: replica,
    // Only the local gateway's X-Forwarded-For is believed (compose: the gateway's fixed address).
    TRUST_PROXY: '127.0.0.1',
    SITE_ORIGINS: siteUrl,
    LOG_LEVEL: options.env?.LOG_LEVEL ?? process.env.LOG_LEVEL ?? 'warn',
    ...(options.redisKeyPrefix ? { REDIS_KEY_PREFIX: options.redisKeyPrefix } : {}),
  };
}

/** Resolves once nothing accepts connections on host:port any more (a process that was told to stop left). */
export async function waitForPortClosed(host: string, port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const open = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, host);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  while (await open()) {
    if (Date.now() > deadline) throw new Error(`${host}:${port} still accepts connections`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The shell's env (SHELL_ENV of topology.ts): remote manifests by release behind the gateway. */
export function shellEnv(siteUrl: string, releasesDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, API_URL: siteUrl, REMOTE_RELEASES_DIR: releasesDir };
  for (const remote of REMOTES) {
    const id = remote.id as RemoteId;
    env[remoteUrlEnv(id)] = `${siteUrl}${remotePathFor(id)}{version}/${MANIFEST_FILE}`;
  }
  return env;
}

/** Publishes each remote's dist as its first release when it has none yet. */
function publishMissingReleases(releasesDir: string): void {
  for (const remote of REMOTES) {
    if (currentVersion(releasesDir, remote.id)) continue;
    const version = publish(releasesDir, remote.id, distDir(remote));
    console.log(`  published ${remote.id} ${version}`);
  }
}

export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const nginx = nginxBinary();
  if (!nginx) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const host = options.host ?? '127.0.0.1';
  const { ports } = options;
  const siteUrl = `http://${host}:${ports.gateway}`;
  const jwtSecret =
    options.jwtSecret ??
    options.env?.JWT_SECRET ??
    process.env.JWT_SECRET ??
    crypto.randomBytes(48).toString('base64url');
  const stopping: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const step of stopping.reverse()) await step().catch(() => undefined);
    stopping.length = 0;
  };
  try {
    publishMissingReleases(options.releasesDir);
    const apiLog = options.apiLogFile ? fs.openSync(options.apiLogFile, 'a') : undefined;
    if (apiLog !== undefined) stopping.push(async () => fs.closeSync(apiLog));
    const replicas = new Map<ApiReplica, RunningApi>();
    const startReplica = async (replica: ApiReplica) => {
      await replicas.get(replica)?.stop();
      // npm exits on SIGTERM at once while the api behind it may still be draining on the port.
      await waitForPortClosed(host, ports.api[replica], 15_000);
      const api = await startApi({
        port: ports.api[replica],
        host,
        dataDir: path.join(os.tmpdir(), `prohive-cluster-${replica}`),
        siteOrigins: [siteUrl],
        stdio: apiLog ?? options.stdio,
        env: replicaEnv(options, replica, siteUrl, jwtSecret),
      });
      replicas.set(replica, api);
      return api;
    };
    stopping.push(async () => {
      await Promise.all([...replicas.values()].map((api) => api.stop()));
    });
    // One after the other: the first applies the migrations (and seeds an empty database) before the second
    // starts, as api-2 waits for api-1's health check in docker-compose.yml.
    for (const replica of API_REPLICAS) await startReplica(replica);

    const apps = await Promise.all(
      APPS.map((app) => {
        const isShell = app.id === 'shell';
        return startAppServer({
          app,
          root: isShell ? distDir(app) : path.join(options.releasesDir, app.id),
          releases: !isShell,
          port: ports.apps[app.id],
          host,
          apiTarget: isShell ? siteUrl : undefined,
          env: isShell ? shellEnv(siteUrl, options.releasesDir) : process.env,
        });
      }),
    );
    for (const app of apps) stopping.push(() => app.close());

    const addresses: Record<string, string> = {};
    for (const replica of API_REPLICAS)
      addresses[`${replica}:${CONTAINER_PORTS.api}`] = `${host}:${ports.api[replica]}`;
    for (const app of APPS)
      addresses[`${serviceNameFor(app)}:${CONTAINER_PORTS.app}`] = `${host}:${ports.apps[app.id as AppId]}`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prohive-gateway-'));
    stopping.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const rendered = writeGatewayConfig(dir, addresses, `${host}:${ports.gateway}`);
    const gateway = spawnGroup(nginx, rendered.args, { stdio: options.stdio ?? 'inherit' });
    let gatewayExited = false;
    gateway.once('exit', () => {
      gatewayExited = true;
    });
    stopping.push(() => stopGroup(gateway));
    await waitForHttp(`${siteUrl}/api/ready`, 15_000, () => !gatewayExited);
    return {
      url: siteUrl,
      replicas,
      apps,
      gateway,
      gatewayAccessLog: rendered.accessLog,
      startReplica,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
