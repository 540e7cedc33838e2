import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, it } from 'node:test';
import type { DatabaseHandle } from '../../../src/db/database.js';
import { createUser, TEST_JWT_SECRET } from '../../helpers/app.js';
import { createMigratedTestDatabase, describeOnPostgres } from '../../helpers/databases.js';
import { openEventStream, type SseStream } from '../../helpers/sse.js';
import { VALID_JOB } from '../jobs/fixtures.js';

const API_DIR = fileURLToPath(new URL('../../..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface RunningApi {
  base: string;
  child: ChildProcess;
  output: string[];
}

/** One api process from its sources (tsx), on the given database, as server.ts runs in production. */
async function startApi(databaseUrl: string): Promise<RunningApi> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'prohive-two-apis-')),
      JWT_SECRET: TEST_JWT_SECRET,
      NODE_ENV: 'test',
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'warn',
      ARGON2_MEMORY_KIB: '64',
      ARGON2_TIME_COST: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`api exited early:\n${output.join('')}`);
    try {
      const response = await fetch(`${base}/api/ready`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`api did not start:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { base, child, output };
}

async function stopApi(api: RunningApi | undefined): Promise<void> {
  if (!api || api.child.exitCode !== null) return;
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGTERM');
  await exited;
}

async function call<T>(api: RunningApi, method: string, url: string, token: string | null, body?: unknown) {
  const response = await fetch(`${api.base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

describeOnPostgres('events across two api processes', () => {
  let database: (DatabaseHandle & { drop(): Promise<void> }) | undefined;
  let first: RunningApi | undefined;
  let second: RunningApi | undefined;
  const streams: SseStream[] = [];

  before(async () => {
    database = await createMigratedTestDatabase('postgres');
    [first, second] = await Promise.all([startApi(database.location), startApi(database.location)]);
  });

  after(async () => {
    for (const stream of streams) stream.close();
    await Promise.all([stopApi(first), stopApi(second)]);
    await database?.drop();
  });

  it('an event published through one process reaches an SSE client of the other, once', async () => {
    const db = database!.db;
    const owner = await createUser(db, { roleId: 3, name: 'Casey Customer' });
    const pro = await createUser(db, { roleId: 4, name: 'Pat Plumber' });
    await db
      .insertInto('provider_profiles')
      .values({
        user_id: pro.id,
        business_name: 'Pat Plumbing',
        latitude: 30.2711,
        longitude: -97.7437,
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      })
      .execute();
    const login = (api: RunningApi, email: string, password: string) =>
      call<{ access_token: string }>(api, 'POST', '/api/login', null, { email, password }).then(
        (body) => body.access_token,
      );
    const ownerToken = await login(second!, owner.email, owner.password);
    const proToken = await login(first!, pro.email, pro.password);

    const onSecond = await openEventStream(second!.base, { authorization: `Bearer ${ownerToken}` });
    const onFirst = await openEventStream(first!.base, { authorization: `Bearer ${ownerToken}` });
    streams.push(onSecond, onFirst);
    assert.equal(onSecond.status, 200);

    // The job and the bid go through the first process only.
    const job = await call<{ data: { id: number } }>(first!, 'POST', '/api/jobs', ownerToken, VALID_JOB);
    await call(first!, 'POST', `/api/jobs/${job.data.id}/bids`, proToken, {
      amount_cents: 20_000,
      message: 'Tomorrow morning works.',
    });

    const isBidNotice = (frame: { event: string; data: unknown }) =>
      frame.event === 'notification' && (frame.data as { kind: string }).kind === 'bid_received';
    const [remote, local] = await Promise.all([
      onSecond.waitFor(isBidNotice, 10_000),
      onFirst.waitFor(isBidNotice, 10_000),
    ]);
    assert.equal(remote.id, local.id);
    assert.deepEqual(remote.data, local.data);
    await onSecond.waitFor((frame) => frame.event === 'unread', 10_000);
    assert.equal(onSecond.frames.filter(isBidNotice).length, 1);
    const ids = onSecond.frames.map((frame) => frame.id);
    assert.equal(new Set(ids).size, ids.length);
  });
});
