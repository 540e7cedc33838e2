/**
 * `npm run bench`: autocannon against the api's hot paths on loopback, with a bare Fastify hello-world
 * measured in the same run as the ceiling. Bounded: BENCH_SECONDS per target (default 5), plus a 1 s warm-up.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrator.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, runSeed } from '../src/db/seed/seed.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const UNLIMITED = { max: Number.MAX_SAFE_INTEGER, windowSeconds: 1 };

interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

function run(target: Target, duration: number): Promise<Result> {
  return autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    body: target.body,
    headers: { 'content-type': 'application/json', ...target.headers },
    connections: CONNECTIONS,
    duration,
  });
}

async function measure(target: Target): Promise<Result> {
  await run(target, 1);
  const result = await run(target, SECONDS);
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${target.name}: ${failures} failed requests`);
  return result;
}

async function main(): Promise<void> {
  const ceiling = Fastify();
  ceiling.get('/', async () => ({ hello: 'world' }));
  const ceilingUrl = await ceiling.listen({ port: 0, host: '127.0.0.1' });

  // Production password cost: login's price is mostly argon2id, by design.
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'prohive-bench-')),
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: null });
  await migrate(database.db);
  await runSeed(database.db, { passwordCost: config.passwordHashing });
  const app = await buildApp({
    config,
    db: database.db,
    driver: database.driver,
    rateLimits: {
      loginPerIp: UNLIMITED,
      loginFailuresPerEmail: UNLIMITED,
      registerPerIp: UNLIMITED,
      registerPerEmail: UNLIMITED,
    },
  });
  const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const adminLogin = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD }),
  });
  const { access_token: adminToken } = (await adminLogin.json()) as { access_token: string };

  const targets: Target[] = [
    { name: 'ceiling: bare Fastify GET /', url: `${ceilingUrl}/` },
    { name: 'GET /api/roles-public', url: `${apiUrl}/api/roles-public` },
    {
      name: 'POST /api/login',
      url: `${apiUrl}/api/login`,
      method: 'POST',
      body: JSON.stringify({ email: DEMO_ACCOUNTS.customer, password: DEMO_PASSWORD }),
    },
    {
      name: 'GET /api/admin/users?per_page=20 (list)',
      url: `${apiUrl}/api/admin/users?page=1&per_page=20`,
      headers: { authorization: `Bearer ${adminToken}` },
    },
  ];

  console.log(
    `Prohive api benchmark — ${database.driver}, ${CONNECTIONS} connections, ${SECONDS}s per target, loopback, node ${process.version}`,
  );
  const rows: {
    target: string;
    'req/s': number;
    'p50 ms': number;
    'p99 ms': number;
    'vs ceiling': string;
  }[] = [];
  let ceilingRate = 0;
  for (const target of targets) {
    const result = await measure(target);
    if (ceilingRate === 0) ceilingRate = result.requests.average;
    rows.push({
      target: target.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'vs ceiling': `${((result.requests.average / ceilingRate) * 100).toFixed(1)}%`,
    });
  }
  console.table(rows);

  await app.close();
  await ceiling.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
