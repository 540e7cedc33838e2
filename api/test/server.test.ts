import assert from 'node:assert/strict';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { openDatabase, pgliteDirFor } from '../src/db/database.js';
import { migrate } from '../src/db/migrator.js';
import { sql } from 'kysely';
import { REDIS_TEST_URL, uniquePrefix } from './helpers/redis.js';
import { openEventStream } from './helpers/sse.js';

const SERVER = path.resolve(import.meta.dirname, '../src/server.ts');

function startServer(env: Record<string, string>): {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, API_PORT: '0', LOG_LEVEL: 'info', NODE_ENV: 'test', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(
  check: () => RegExpMatchArray | null,
  exited: Promise<unknown>,
): Promise<RegExpMatchArray> {
  let done = false;
  void exited.then(() => (done = true));
  for (;;) {
    const match = check();
    if (match) return match;
    if (done) throw new Error('server exited early');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

test('the process migrates, seeds, listens, answers, and on SIGTERM finishes the in-flight request then exits 0', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prohive-server-'));
  // A deliberately expensive hash keeps the login in flight while the signal arrives.
  const server = startServer({
    DATA_DIR: dataDir,
    SEED_ON_EMPTY: 'true',
    ARGON2_MEMORY_KIB: '65536',
    ARGON2_TIME_COST: '4',
  });
  try {
    const listening = await waitFor(
      () => server.output().match(/Prohive api listening on (http:\/\/[\d.:]+)\/api \(database: pglite /),
      server.exited,
    );
    const base = listening[1]!;
    assert.equal((await fetch(`${base}/api/health`)).status, 200);

    const inFlight = fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'customer@prohive.test', password: 'prohive-demo-1' }),
    });
    await waitFor(
      () => server.output().match(/"url":"\/api\/login"[^\n]*"msg":"incoming request"/),
      server.exited,
    );
    server.child.kill('SIGTERM');
    const response = await inFlight;
    assert.equal(response.status, 200);
    assert.ok(((await response.json()) as { access_token?: string }).access_token);
    assert.equal(await server.exited, 0);
    assert.match(server.output(), /"msg":"stopped"/);
  } finally {
    server.child.kill('SIGKILL');
  }
});

test('SIGTERM drains: the in-flight request completes, event streams end with a short retry, exit 0 in time', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prohive-server-'));
  const server = startServer({
    DATA_DIR: dataDir,
    SEED_ON_EMPTY: 'true',
    ARGON2_MEMORY_KIB: '65536',
    ARGON2_TIME_COST: '4',
    REPLICA_ID: 'api-drain-test',
    SHUTDOWN_TIMEOUT_MS: '8000',
    // Works with Redis down as well (counters fall back to memory); then /api/ready says 503.
    REDIS_URL: REDIS_TEST_URL,
    REDIS_KEY_PREFIX: uniquePrefix(),
  });
  try {
    const listening = await waitFor(
      () => server.output().match(/Prohive api listening on (http:\/\/[\d.:]+)\/api/),
      server.exited,
    );
    const base = listening[1]!;
    const health = await fetch(`${base}/api/health`);
    assert.equal(health.headers.get('x-served-by'), 'api-drain-test');
    const signIn = () =>
      fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'customer@prohive.test', password: 'prohive-demo-1' }),
      });
    const token = ((await (await signIn()).json()) as { access_token: string }).access_token;
    const stream = await openEventStream(base, { authorization: `Bearer ${token}` });
    assert.equal(stream.status, 200);
    assert.equal(stream.headers.get('x-served-by'), 'api-drain-test');
    while (stream.retry === null) await new Promise((resolve) => setTimeout(resolve, 10));
    assert.equal(stream.retry, 3000);

    const logins = () =>
      server.output().match(/"url":"\/api\/login"[^\n]*"msg":"incoming request"/g)?.length ?? 0;
    const before = logins();
    const inFlight = signIn();
    await waitFor(() => (logins() > before ? ([''] as unknown as RegExpMatchArray) : null), server.exited);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await waitFor(
      () => server.output().match(/"msg":"shutting down: draining in-flight requests"/),
      server.exited,
    );
    // New connections are refused at once (a gateway retries those on another replica, writes included), while
    // the request already in flight still gets its answer below.
    const { port } = new URL(base);
    const refused = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    assert.equal(refused, 'ECONNREFUSED');

    await stream.ended;
    // The last frame asks the browser to come back soon: the gateway then sends it to another replica.
    assert.equal(stream.retry, 500);
    const response = await inFlight;
    assert.equal(response.status, 200);
    assert.equal(await server.exited, 0);
    assert.ok(Date.now() - signalledAt < 8000, 'exited within SHUTDOWN_TIMEOUT_MS');
    assert.match(
      server.output(),
      /"replica":"api-drain-test"[^\n]*"msg":"shutting down: draining in-flight requests"/,
    );
  } finally {
    server.child.kill('SIGKILL');
  }
});

test('a failed migration stops the process with a clear message and a non-zero exit', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prohive-server-'));
  const handle = await openDatabase({ databaseUrl: null, pgliteDir: pgliteDirFor(dataDir) });
  await migrate(handle.db);
  // A database newer than this build: the api must refuse it rather than run against an unknown schema.
  await sql`insert into schema_migrations (version, name, checksum) values (99, 'from_the_future', 'x')`.execute(
    handle.db,
  );
  await handle.close();

  const server = startServer({ DATA_DIR: dataDir });
  const code = await server.exited;
  assert.equal(code, 1);
  assert.match(
    server.output(),
    /prohive-api: The database has migration 99 \(from_the_future\) that this build does not know/,
  );
});

test('in production without a Stripe key the process refuses to start and says how to fix it', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prohive-server-'));
  const server = startServer({
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(32),
    STRIPE_SECRET_KEY: '',
    ALLOW_TEST_CHECKOUT: '',
  });
  // A server that starts anyway is stopped after a while, so the failure is a wrong exit, not a hung test.
  const watchdog = setTimeout(() => server.child.kill('SIGKILL'), 60_000);
  const code = await server.exited;
  clearTimeout(watchdog);
  assert.equal(code, 2);
  assert.match(server.output(), /STRIPE_SECRET_KEY is not set/);
  assert.match(server.output(), /ALLOW_TEST_CHECKOUT=true/);
  assert.doesNotMatch(server.output(), /listening/);
});

test('production with test checkout allowed announces TEST MODE and seeds no demo accounts unless asked', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prohive-server-'));
  const server = startServer({
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(32),
    STRIPE_SECRET_KEY: '',
    ALLOW_TEST_CHECKOUT: 'true',
    SEED_ON_EMPTY: '',
    ARGON2_MEMORY_KIB: '64',
    ARGON2_TIME_COST: '1',
  });
  try {
    const listening = await waitFor(
      () => server.output().match(/Prohive api listening on (http:\/\/[\d.:]+)\/api/),
      server.exited,
    );
    const base = listening[1]!;
    const status = await fetch(`${base}/api/site-status`);
    assert.deepEqual(await status.json(), { data: { test_mode: true } });
    const demo = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'supreme@prohive.test', password: 'prohive-demo-1' }),
    });
    assert.equal(demo.status, 401);
    assert.doesNotMatch(server.output(), /seeded demo data/);
  } finally {
    server.child.kill('SIGKILL');
  }
});

test('after a kill -9 the embedded database restarts and the log says what it is doing', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prohive-server-'));
  const listening = /Prohive api listening on (http:\/\/[\d.:]+)\/api/;
  const first = startServer({ DATA_DIR: dataDir, SEED_ON_EMPTY: 'false' });
  await waitFor(() => first.output().match(listening), first.exited);
  first.child.kill('SIGKILL');
  await first.exited;

  const startedAt = Date.now();
  const second = startServer({ DATA_DIR: dataDir, SEED_ON_EMPTY: 'false' });
  try {
    await waitFor(() => second.output().match(listening), second.exited);
    const seconds = (Date.now() - startedAt) / 1000;
    // Generous for a shared CI machine; on a developer machine this is 3 to 7 s, mostly loading tsx and wasm.
    assert.ok(seconds < 30, `restarted in ${seconds} s`);
    const output = second.output();
    assert.match(output, /was not closed cleanly \(process \d+ stopped without closing it\)/);
    assert.match(output, /"msg":"opening the embedded database \(PGlite\)"/);
    assert.match(output, /"msg":"embedded database open"/);
  } finally {
    second.child.kill('SIGKILL');
  }
});
