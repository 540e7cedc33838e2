// The production topology in one place: which services exist, what they are called, which port each listens on
// and which environment variables each reads. docker-compose.yml, docker/gateway/nginx.conf and
// `npm run start:cluster` all describe this shape; scripts/__tests__/clusterTopology.test.ts fails when the
// compose file or the gateway config drift away from it.
import type { AppDefinition, AppId, RemoteId } from '../apps';
import { APPS, REMOTES } from '../apps';
import { remoteUrlEnv } from '../serve/runtimeEnv';

/** Compose service names use dashes (free_tools → free-tools); app ids stay as Module Federation names them. */
export function serviceNameFor(app: AppDefinition): string {
  return app.id.replace(/_/g, '-');
}

/** The nginx upstream group that fronts an app: `shell`, or `remote_<id>` for a remote. */
export function upstreamNameFor(app: AppDefinition): string {
  return app.id === 'shell' ? 'shell' : `remote_${app.id}`;
}

/** One service per api replica; each is its own REPLICA_ID (X-Served-By). */
export const API_REPLICAS = ['api-1', 'api-2'] as const;
export type ApiReplica = (typeof API_REPLICAS)[number];

/** Ports inside the composition (every container listens on its own address, so they can repeat). */
export const CONTAINER_PORTS = { gateway: 8080, api: 4000, app: 8080 } as const;

export const GATEWAY_SERVICE = 'gateway';
export const GATEWAY_PORT_ENV = 'GATEWAY_PORT';
export const DEFAULT_GATEWAY_PORT = 8080;
export const REDIS_SERVICE = 'redis';
export const POSTGRES_SERVICE = 'postgres';

/**
 * Variables every api replica is given, by compose and by start:cluster. Anything the api reads that is not
 * here keeps its default in both (see api/src/config.ts).
 */
export const API_ENV = [
  'API_HOST',
  'API_PORT',
  'DATABASE_URL',
  'REDIS_URL',
  'REPLICA_ID',
  'DATA_DIR',
  'SITE_ORIGINS',
  'SEED_ON_EMPTY',
  'JWT_SECRET',
  'TRUST_PROXY',
  'GOOGLE_CLIENT_ID',
  'STRIPE_SECRET_KEY',
  'ALLOW_TEST_CHECKOUT',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_PRO',
  'STRIPE_PRICE_BUSINESS',
] as const;

/** Variables the shell's server is given: where the api is and where each remote's manifest is. */
export const SHELL_ENV = ['API_URL', ...REMOTES.map((remote) => remoteUrlEnv(remote.id as RemoteId))];

/** The public path of a remote behind the gateway: /remotes/<id>/. */
export function remotePathFor(id: RemoteId): string {
  return `/remotes/${id}/`;
}

/**
 * Local ports of `npm run start:cluster`: the gateway where compose publishes it, everything else clear of
 * `npm start` (3000–3006, 4000) so both run at once. CLUSTER_PORT_BASE moves the block (tests use free ports).
 */
export interface ClusterPorts {
  gateway: number;
  api: Record<ApiReplica, number>;
  apps: Record<AppId, number>;
}

export const DEFAULT_CLUSTER_PORT_BASE = 4100;

export function defaultClusterPorts(
  gateway = DEFAULT_GATEWAY_PORT,
  base = DEFAULT_CLUSTER_PORT_BASE,
): ClusterPorts {
  const api = Object.fromEntries(API_REPLICAS.map((replica, index) => [replica, base + 1 + index])) as Record<
    ApiReplica,
    number
  >;
  const apps = Object.fromEntries(APPS.map((app, index) => [app.id, base + 11 + index])) as Record<
    AppId,
    number
  >;
  return { gateway, api, apps };
}
