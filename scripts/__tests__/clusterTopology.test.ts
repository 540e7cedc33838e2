// docker-compose.yml, docker/gateway/nginx.conf and `npm run start:cluster` describe one topology, kept in
// scripts/cluster/topology.ts: this fails when a service, a port or an environment variable drifts apart.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { APPS, REPO_ROOT } from '../apps';
import { shellEnv } from '../cluster/cluster';
import { GATEWAY_CONF, renderHttpBlock, upstreamServers } from '../cluster/nginxConf';
import {
  API_ENV,
  API_REPLICAS,
  CONTAINER_PORTS,
  DEFAULT_GATEWAY_PORT,
  GATEWAY_PORT_ENV,
  GATEWAY_SERVICE,
  POSTGRES_SERVICE,
  REDIS_SERVICE,
  SHELL_ENV,
  defaultClusterPorts,
  serviceNameFor,
  upstreamNameFor,
} from '../cluster/topology';

interface Service {
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
}

const compose = parse(fs.readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as { services: Record<string, Service> };
const nginxConf = fs.readFileSync(GATEWAY_CONF, 'utf8');

describe('the cluster topology', () => {
  it('compose has exactly the services of topology.ts', () => {
    const expected = [
      POSTGRES_SERVICE,
      REDIS_SERVICE,
      ...API_REPLICAS,
      ...APPS.map(serviceNameFor),
      GATEWAY_SERVICE,
    ].sort();
    assert.deepEqual(Object.keys(compose.services).sort(), expected);
  });

  it('each api replica gets the same variables, its own REPLICA_ID and the api port', () => {
    for (const replica of API_REPLICAS) {
      const env = compose.services[replica]!.environment ?? {};
      assert.deepEqual(Object.keys(env).sort(), [...API_ENV].sort(), replica);
      assert.equal(env.REPLICA_ID, replica);
      assert.equal(env.API_PORT, String(CONTAINER_PORTS.api));
      assert.match(env.REDIS_URL ?? '', new RegExp(`^redis://${REDIS_SERVICE}:`));
      assert.match(env.DATABASE_URL ?? '', new RegExp(`@${POSTGRES_SERVICE}:5432/`));
    }
  });

  it('each app service serves its own app on the app port, and the shell gets the SHELL_ENV variables', () => {
    for (const app of APPS) {
      const service = compose.services[serviceNameFor(app)]!;
      assert.deepEqual(service.command?.slice(-3), [app.id, '--port', String(CONTAINER_PORTS.app)], app.id);
    }
    const shell = compose.services[serviceNameFor(APPS[0]!)]!.environment ?? {};
    for (const name of SHELL_ENV) assert.ok(name in shell, `shell lacks ${name}`);
    assert.deepEqual(
      Object.keys(shellEnv('http://127.0.0.1:1', '/tmp'))
        .filter((k) => SHELL_ENV.includes(k))
        .sort(),
      [...SHELL_ENV].sort(),
    );
  });

  it('the gateway publishes its port and nginx.conf points at every replica and app', () => {
    assert.deepEqual(compose.services[GATEWAY_SERVICE]!.ports, [
      `\${${GATEWAY_PORT_ENV}:-${DEFAULT_GATEWAY_PORT}}:${CONTAINER_PORTS.gateway}`,
    ]);
    assert.match(nginxConf, new RegExp(`listen\\s+${CONTAINER_PORTS.gateway};`));
    assert.deepEqual(
      upstreamServers(nginxConf).sort(),
      [
        ...API_REPLICAS.map((replica) => `${replica}:${CONTAINER_PORTS.api}`),
        ...APPS.map((app) => `${serviceNameFor(app)}:${CONTAINER_PORTS.app}`),
      ].sort(),
    );
    for (const app of APPS) {
      const group = upstreamNameFor(app);
      assert.match(nginxConf, new RegExp(`upstream ${group} \\{\\s*server ${serviceNameFor(app)}:`), group);
    }
  });

  it('retries idempotent api requests on the other replica, never writes', () => {
    const api = /location \/api\/ \{([^}]*)\}/.exec(nginxConf)?.[1] ?? '';
    assert.match(api, /proxy_next_upstream error timeout http_502 http_503;/);
    assert.doesNotMatch(api, /proxy_next_upstream[^;]*non_idempotent/);
    assert.match(nginxConf, /proxy_set_header X-Request-Id \$prohive_request_id;/);
  });

  it('streams events unbuffered and keeps a quiet stream open well past its 15 s heartbeat', () => {
    const events = /location = \/api\/events \{([^}]*)\}/.exec(nginxConf)?.[1] ?? '';
    assert.match(events, /proxy_pass http:\/\/api;/);
    assert.match(events, /proxy_buffering off;/);
    const timeout = /proxy_read_timeout (\d+)(s|m|h);/.exec(events);
    assert.ok(timeout, 'proxy_read_timeout is set');
    const seconds = Number(timeout[1]) * { s: 1, m: 60, h: 3600 }[timeout[2] as 's' | 'm' | 'h'];
    assert.ok(seconds >= 300, `${seconds} s`);
    assert.match(events, /proxy_next_upstream error timeout http_502 http_503;/);
  });

  it('renders local addresses for the upstreams and nothing else', () => {
    const ports = defaultClusterPorts();
    const addresses = Object.fromEntries(
      upstreamServers(nginxConf).map((server, index) => [server, `127.0.0.1:${9000 + index}`]),
    );
    const rendered = renderHttpBlock(nginxConf, addresses, '127.0.0.1:8080');
    assert.deepEqual(upstreamServers(rendered), Object.values(addresses));
    assert.throws(() => renderHttpBlock(nginxConf, {}, '127.0.0.1:8080'), /no local address/);
    // The access log keeps its format (with the request id) and moves to a writable file, or is off.
    assert.match(nginxConf, /log_format prohive [^;]*request_id=\$prohive_request_id'?;/);
    assert.match(rendered, /^\s*access_log off;/m);
    const logged = renderHttpBlock(nginxConf, addresses, '127.0.0.1:8080', '/tmp/gateway/access.log');
    assert.match(logged, /^\s*access_log \/tmp\/gateway\/access\.log prohive;/m);
    // Local ports stay clear of `npm start` (3000–3006 and 4000).
    const used = [...Object.values(ports.api), ...Object.values(ports.apps)];
    for (const port of used) assert.ok(!(port >= 3000 && port <= 3006) && port !== 4000, String(port));
    assert.equal(new Set(used).size, used.length);
  });
});
