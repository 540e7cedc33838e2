import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrator.js';
import { buildTestApp, testConfig } from './helpers/app.js';

const REPO = path.resolve(import.meta.dirname, '..', '..');
const compose = readFileSync(path.join(REPO, 'docker-compose.yml'), 'utf8');
const gatewayConf = readFileSync(path.join(REPO, 'docker/gateway/nginx.conf'), 'utf8');

/** The api's TRUST_PROXY as docker-compose.yml sets it when the operator sets nothing. */
const composeTrustProxy = /TRUST_PROXY: \$\{TRUST_PROXY:-([^}]*)\}/.exec(compose)?.[1];
/** The gateway container's fixed address in the compose network. */
const gatewayAddress = /gateway:[\s\S]*?ipv4_address: ([\d.]+)/.exec(compose)?.[1] ?? '172.29.80.10';

function proxyHeader(name: string): string | undefined {
  return new RegExp(`proxy_set_header ${name} (\\S+);`).exec(gatewayConf)?.[1];
}

test('the gateway sends the address it saw, not one the client wrote', () => {
  // $proxy_add_x_forwarded_for would keep the client's own X-Forwarded-For in front of the real address.
  assert.equal(proxyHeader('X-Forwarded-For'), '$remote_addr');
  assert.equal(proxyHeader('X-Real-IP'), '$remote_addr');
});

test('with the compose settings, a client varying X-Forwarded-For is still one address to the limiter and the audit log', async () => {
  assert.ok(composeTrustProxy !== undefined, 'docker-compose.yml sets TRUST_PROXY for the api');
  const trustProxy = loadConfig({ TRUST_PROXY: composeTrustProxy }).trustProxy;
  const handle = await openDatabase({ databaseUrl: null, pgliteDir: null });
  await migrate(handle.db);
  const app = await buildTestApp(handle, {
    config: testConfig({ trustProxy }),
    rateLimits: {
      loginPerIp: { max: 3, windowSeconds: 60 },
      loginFailuresPerEmail: { max: 100, windowSeconds: 60 },
      registerPerIp: { max: 100, windowSeconds: 60 },
      registerPerEmail: { max: 100, windowSeconds: 60 },
    },
  });
  const realClient = '198.51.100.23';
  try {
    // Even if a proxy appended (client's header first, the real address last), only the gateway's entry counts.
    const throughGateway = (forged: string, url: string, payload: object) =>
      app.inject({
        method: 'POST',
        url,
        remoteAddress: gatewayAddress,
        headers: { 'x-forwarded-for': `${forged}, ${realClient}` },
        payload,
      });
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const response = await throughGateway(`203.0.113.${attempt}`, '/api/login', {
        email: 'owner@example.com',
        password: `guess-number-${attempt}`,
      });
      statuses.push(response.statusCode);
    }
    assert.deepEqual(statuses, [401, 401, 401, 429, 429, 429]);

    const registered = await throughGateway('203.0.113.99', '/api/register', {
      name: 'Real Person',
      email: 'real.person@example.com',
      password: 'a-long-enough-passphrase',
      password_confirmation: 'a-long-enough-passphrase',
      roleId: 3,
    });
    assert.equal(registered.statusCode, 201, registered.body);
    const audit = await handle.db
      .selectFrom('audit_log')
      .select(['action', 'ip'])
      .where('action', '=', 'auth.register')
      .executeTakeFirstOrThrow();
    assert.equal(audit.ip, realClient);

    // Something else on the network that is not the gateway is taken at its own address, whatever it claims.
    const direct = await app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '172.29.80.77',
      headers: { 'x-forwarded-for': realClient },
      payload: { email: 'owner@example.com', password: 'guess-again' },
    });
    assert.equal(direct.statusCode, 401);
  } finally {
    await app.close();
    await handle.close();
  }
});

test('docker compose seeds no demo accounts and allows no free checkout unless the operator asks', () => {
  const composeDefault = (name: string) =>
    new RegExp(`${name}: \\$\\{${name}:-([^}]*)\\}`).exec(compose)?.[1];
  const env = {
    NODE_ENV: 'production',
    SEED_ON_EMPTY: composeDefault('SEED_ON_EMPTY') ?? '',
    ALLOW_TEST_CHECKOUT: composeDefault('ALLOW_TEST_CHECKOUT') ?? '',
  };
  const config = loadConfig(env);
  assert.equal(config.seedOnEmpty, false);
  assert.equal(config.allowTestCheckout, false);
});
