// `npm run start:cluster`: the docker-compose.yml topology on this machine — nginx with
// docker/gateway/nginx.conf on http://127.0.0.1:8080, two api replicas on the machine's PostgreSQL and Redis,
// one static server per app — on ports clear of `npm start`, so both run at once. Builds what is missing or
// stale first, like `npm start`. Ctrl-C (or SIGTERM) stops everything.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { APPS } from './apps';
import { buildApi, isApiStale } from './lib/api';
import { buildApps, isStale } from './lib/buildApps';
import { isShuttingDown, onShutdown, shutdown } from './lib/processes';
import { startCluster } from './cluster/cluster';
import { DEFAULT_CLUSTER_DATABASE_URL, ensureDatabase } from './cluster/database';
import { DEFAULT_RELEASES_DIR } from './cluster/releases';
import {
  API_REPLICAS,
  DEFAULT_CLUSTER_PORT_BASE,
  DEFAULT_GATEWAY_PORT,
  GATEWAY_PORT_ENV,
  defaultClusterPorts,
} from './cluster/topology';

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${name} must be a port number, got "${raw}"`);
  return port;
}

/** The cluster's token key: made once (random, 48 bytes) and kept in `<dir>/jwt-secret`, readable by us only. */
function clusterJwtSecret(dir: string): string {
  const file = path.join(dir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dir, { recursive: true });
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
}

async function main(): Promise<void> {
  const ports = defaultClusterPorts(
    portFromEnv(GATEWAY_PORT_ENV, DEFAULT_GATEWAY_PORT),
    portFromEnv('CLUSTER_PORT_BASE', DEFAULT_CLUSTER_PORT_BASE),
  );
  const stale = APPS.filter((app) => isStale(app, 'production'));
  if (stale.length > 0) {
    console.log(`Building ${stale.length} of ${APPS.length} apps (missing or changed since the last build):`);
    await buildApps(stale, 'production');
  }
  if (isApiStale()) {
    console.log('Building the api…');
    await buildApi();
  }
  const databaseUrl = process.env.CLUSTER_DATABASE_URL ?? DEFAULT_CLUSTER_DATABASE_URL;
  const redisUrl = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
  await ensureDatabase(databaseUrl);
  const releasesDir = process.env.CLUSTER_RELEASES_DIR ?? DEFAULT_RELEASES_DIR;
  console.log('Starting the cluster (migrations run once, on api-1, before api-2 starts)…');
  const cluster = await startCluster({
    ports,
    databaseUrl,
    redisUrl,
    releasesDir,
    // Kept beside the releases, so a token stays valid across restarts of the cluster as well as across replicas.
    jwtSecret: process.env.JWT_SECRET ?? clusterJwtSecret(path.dirname(releasesDir)),
    redisKeyPrefix: 'prohive-cluster:',
  });
  onShutdown(() => cluster.stop());
  for (const [replica, api] of cluster.replicas) {
    api.process.once('exit', (code) => {
      if (isShuttingDown()) return;
      console.error(
        `${replica} exited (${code ?? 'by signal'}); the gateway sends its requests to the other replica`,
      );
    });
  }
  cluster.gateway.once('exit', () => {
    // Stopping the cluster stops nginx too; only an unexpected exit brings everything down.
    if (isShuttingDown()) return;
    console.error('nginx stopped; stopping everything.');
    void shutdown(1);
  });
  console.log('');
  console.log(`  ${'gateway (nginx)'.padEnd(18)} ${cluster.url}/`);
  for (const replica of API_REPLICAS)
    console.log(`  ${replica.padEnd(18)} ${cluster.replicas.get(replica)!.url}/api`);
  for (const app of cluster.apps) console.log(`  ${app.app.id.padEnd(18)} ${app.url}/`);
  console.log('');
  console.log(
    `Open ${cluster.url}/ — \`npm run deploy:remote -- <remote>\` ships one remote; Ctrl-C stops everything.`,
  );
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
});
