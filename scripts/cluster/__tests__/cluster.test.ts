// `npm run test:cluster`: the local production topology end to end — nginx in front of two api replicas on
// PostgreSQL and Redis, remotes served by release. Needs a build (`npm run build`). PostgreSQL is a server of
// the test's own (initdb into a temporary folder, on a free port), because one test stops and starts it; the
// machine's shared server is never touched. Skips without nginx, the PostgreSQL binaries, Redis or a build
// unless CI is set, where a missing one is a failure (prerequisites.ts).
import assert from 'node:assert/strict';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { APPS, REMOTES, distDir } from '../../apps';
import { freePort } from '../../lib/freePort';
import type { RunningCluster } from '../cluster';
import { startCluster, waitForPortClosed } from '../cluster';
import { ensureDatabase } from '../database';
import { missingPrerequisites, skipUnlessReady } from '../prerequisites';
import type { PrivatePostgres } from '../privatePostgres';
import { startPrivatePostgres } from '../privatePostgres';
import { currentVersion, publish, rollback } from '../releases';
import type { ApiReplica, ClusterPorts } from '../topology';
import { API_REPLICAS } from '../topology';
import type { EventStream } from './eventStream';
import { openEventStream } from './eventStream';

const skip = skipUnlessReady(missingPrerequisites());

const LOGIN_LIMIT = 8;
const DEMO_PASSWORD = 'prohive-demo-1';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

const other = (replica: ApiReplica): ApiReplica => (replica === 'api-1' ? 'api-2' : 'api-1');

/**
 * GETs through the gateway from `workers` loops until stop(): every answer that is not a 200 (or no answer) is a
 * failure. `servedBy` counts which replica answered, so a test can see the load really reached the victim.
 */
function startReadLoad(url: string, workers: number) {
  const paths = ['/api/health', '/api/jobs?per_page=5', '/api/service-categories'];
  const servedBy = new Map<string, number>();
  const failures: string[] = [];
  let running = true;
  let sent = 0;
  const worker = async () => {
    while (running) {
      const target = paths[sent++ % paths.length]!;
      const response = await fetch(`${url}${target}`).catch((error: Error) => error);
      if (response instanceof Error) {
        failures.push(`${target}: ${response.message}`);
        continue;
      }
      await response.arrayBuffer();
      if (response.status !== 200) failures.push(`${target}: HTTP ${response.status}`);
      const replica = response.headers.get('x-served-by') ?? '?';
      servedBy.set(replica, (servedBy.get(replica) ?? 0) + 1);
    }
  };
  const done = Promise.all(Array.from({ length: workers }, worker));
  return {
    servedBy,
    failures,
    count: (replica: string) => servedBy.get(replica) ?? 0,
    async stop() {
      running = false;
      await done;
    },
  };
}

describe('the local cluster', { skip }, () => {
  let postgres: PrivatePostgres;
  let cluster: RunningCluster;
  let releasesDir: string;
  /** Sign-ins from this address count against LOGIN_LIMIT (the rate-limit test needs to know how many). */
  let signIns = 0;
  let customer: string;
  let provider: string;
  let conversationId: number;

  const api = async (
    base: string,
    pathname: string,
    init: { method?: string; token?: string; body?: unknown } = {},
  ) => {
    const response = await fetch(`${base}${pathname}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
    const text = await response.text();
    return { response, status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
  };

  const signIn = async (email: string) => {
    signIns += 1;
    const { status, json } = await api(cluster.url, '/api/login', {
      method: 'POST',
      body: { email, password: DEMO_PASSWORD },
    });
    assert.equal(status, 200, JSON.stringify(json));
    return (json as { access_token: string }).access_token;
  };

  const replicaUrl = (replica: ApiReplica) => cluster.replicas.get(replica)!.url;

  /** Every message id of the test conversation, as the api lists them (all pages). */
  const storedMessageIds = async () => {
    const stored = new Set<number>();
    for (let page = 1; ; page += 1) {
      const listed = await api(
        cluster.url,
        `/api/conversations/${conversationId}/messages?per_page=100&page=${page}`,
        { token: customer },
      );
      assert.equal(listed.status, 200);
      const { data, meta } = listed.json as { data: Array<{ id: number }>; meta: { last_page: number } };
      for (const message of data) stored.add(message.id);
      if (page >= meta.last_page) return stored;
    }
  };

  /** An event stream through the gateway that nginx happened to give to `replica` (round robin: a few tries). */
  const streamThroughGatewayOn = async (replica: ApiReplica, token: string): Promise<EventStream> => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const stream = await openEventStream(`${cluster.url}/api/events`, token);
      assert.equal(stream.status, 200);
      if (stream.servedBy === replica) return stream;
      stream.close();
      await stream.ended;
    }
    throw new Error(`the gateway never gave an event stream to ${replica}`);
  };

  /** The customer writes through `sender` (the replica's own port); the provider's stream is on the other. */
  const messageReachesOtherReplica = async (streamOn: ApiReplica, marker: string) => {
    const stream = await streamThroughGatewayOn(streamOn, provider);
    try {
      // The first frame (`retry:`) arrived through nginx: the stream is not held in its buffers.
      await eventually('the stream opening', async () => stream.retry !== null, 10_000);
      const sent = await api(replicaUrl(other(streamOn)), `/api/conversations/${conversationId}/messages`, {
        method: 'POST',
        token: customer,
        body: { body: marker },
      });
      assert.equal(sent.status, 201, JSON.stringify(sent.json));
      assert.equal(sent.response.headers.get('x-served-by'), other(streamOn));
      const frame = await stream.waitFor(
        (candidate) => candidate.event === 'message' && candidate.data.includes(marker),
        10_000,
      );
      assert.ok(frame.id, 'the event carries an id to resume from');
    } finally {
      stream.close();
      await stream.ended;
    }
  };

  before(async () => {
    releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prohive-releases-'));
    postgres = await startPrivatePostgres(await freePort());
    const databaseUrl = postgres.url('prohive_cluster_test');
    const ports: ClusterPorts = {
      gateway: await freePort(),
      api: { 'api-1': await freePort(), 'api-2': await freePort() },
      apps: Object.fromEntries(await Promise.all(APPS.map(async (app) => [app.id, await freePort()]))),
    } as ClusterPorts;
    await ensureDatabase(databaseUrl, { fresh: true });
    cluster = await startCluster({
      ports,
      databaseUrl,
      redisUrl: 'redis://127.0.0.1:6379/0',
      redisKeyPrefix: `prohive-cluster-test-${process.pid}:`,
      releasesDir,
      // CLUSTER_TEST_LOGS=1 shows the replicas' and nginx's logs (warnings and errors) when a test fails.
      stdio: process.env.CLUSTER_TEST_LOGS === '1' ? 'inherit' : 'ignore',
      env: {
        // Small enough to reach in a test; failures get their own, larger limit so only the per-IP one trips.
        LOGIN_LIMIT_PER_IP: `${LOGIN_LIMIT}/60`,
        LOGIN_FAILURE_LIMIT_PER_IP: '100/60',
        // The outage test writes a message every few milliseconds; the per-sender limit is not under test.
        MESSAGE_LIMIT_PER_MINUTE: '10000/60',
        SHUTDOWN_TIMEOUT_MS: '8000',
      },
    });

    customer = await signIn('customer@prohive.test');
    provider = await signIn('pro@prohive.test');
    const me = await api(cluster.url, '/api/me', { token: provider });
    assert.equal(me.status, 200, JSON.stringify(me.json));
    const providerId = (me.json as { data: { id: number } }).data.id;
    const mine = (await api(cluster.url, '/api/jobs/mine?per_page=50', { token: customer })).json as {
      data: Array<{ id: number; status: string }>;
    };
    const job = mine.data.find((candidate) => candidate.status === 'open');
    assert.ok(job, 'the demo customer has an open job');
    const opened = await api(cluster.url, '/api/conversations', {
      method: 'POST',
      token: customer,
      body: { job_id: job.id, provider_id: providerId },
    });
    assert.ok([200, 201].includes(opened.status), JSON.stringify(opened.json));
    conversationId = (opened.json as { data: { id: number } }).data.id;
  });

  after(async () => {
    await cluster?.stop();
    await postgres?.destroy();
    if (releasesDir) fs.rmSync(releasesDir, { recursive: true, force: true });
  });

  it('spreads requests over both replicas and passes a request id through', async () => {
    const servedBy = new Set<string>();
    for (let index = 0; index < 10; index += 1) {
      const response = await fetch(`${cluster.url}/api/health`, {
        headers: { 'x-request-id': `cluster-${index}` },
      });
      assert.equal(response.status, 200);
      servedBy.add(response.headers.get('x-served-by') ?? '');
      assert.equal(response.headers.get('x-request-id'), `cluster-${index}`);
    }
    assert.deepEqual([...servedBy].sort(), [...API_REPLICAS].sort());
  });

  it('delivers a message sent through one replica to an event stream held through the gateway by the other', async () => {
    // Both ways round: PostgreSQL NOTIFY wakes the stream's replica whichever replica committed the message.
    for (const streamOn of API_REPLICAS)
      await messageReachesOtherReplica(streamOn, `to a stream on ${streamOn}`);
  });

  it('holds a rate limit across both replicas (shared counters in Redis)', async () => {
    const allowed = LOGIN_LIMIT - signIns;
    assert.ok(allowed >= 4, 'enough attempts left to need both replicas');
    const statuses: number[] = [];
    const servedBy = new Set<string>();
    for (let attempt = 0; attempt <= allowed; attempt += 1) {
      const response = await fetch(`${cluster.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `nobody-${attempt}@example.com`, password: 'not-the-password' }),
      });
      statuses.push(response.status);
      servedBy.add(response.headers.get('x-served-by') ?? '');
      await response.arrayBuffer();
    }
    assert.deepEqual([...servedBy].sort(), [...API_REPLICAS].sort());
    assert.ok(
      statuses.slice(0, allowed).every((status) => status !== 429),
      statuses.join(','),
    );
    // Each replica alone saw about half the attempts: only a shared count reaches the limit here.
    assert.equal(statuses.at(-1), 429, statuses.join(','));
  });

  it('serves a newly deployed remote while the old release keeps its chunks, and rolls back', async () => {
    const remote = REMOTES.find((app) => app.id === 'blog')!;
    const manifestUrl = async () =>
      ((await (await fetch(`${cluster.url}/remotes.json`)).json()) as Record<string, string>).blog!;
    const oldVersion = currentVersion(releasesDir, remote.id)!;
    const oldManifest = await manifestUrl();
    assert.match(oldManifest, new RegExp(`/remotes/blog/${oldVersion}/mf-manifest\\.json$`));
    const oldChunk = fs.readdirSync(distDir(remote)).find((file) => /\.[0-9a-f]{10}\.js$/.test(file))!;

    // A "new build": the same files plus one more chunk, so its content (and version) differ.
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'prohive-blog-build-'));
    fs.cpSync(distDir(remote), build, { recursive: true });
    fs.writeFileSync(path.join(build, 'extra.0123456789.js'), '/* next release */\n');
    const newVersion = publish(releasesDir, remote.id, build);
    fs.rmSync(build, { recursive: true, force: true });
    assert.notEqual(newVersion, oldVersion);

    const newManifest = await manifestUrl();
    assert.match(newManifest, new RegExp(`/remotes/blog/${newVersion}/mf-manifest\\.json$`));
    assert.equal((await fetch(newManifest)).status, 200);
    assert.equal((await fetch(`${cluster.url}/remotes/blog/${newVersion}/extra.0123456789.js`)).status, 200);
    // A page that loaded the old remoteEntry still finds its chunks.
    assert.equal((await fetch(`${cluster.url}/remotes/blog/${oldVersion}/${oldChunk}`)).status, 200);

    assert.equal(rollback(releasesDir, remote.id), oldVersion);
    assert.equal(await manifestUrl(), oldManifest);
  });

  it('answers 503 while PostgreSQL is down, stays up, recovers by itself and keeps every acknowledged write', async () => {
    const processes = API_REPLICAS.map((replica) => cluster.replicas.get(replica)!.process);
    const acknowledged: number[] = [];
    const statuses = new Map<number, number>();
    let writing = true;
    let written = 0;
    let postgresDown = false;
    // One writer through the gateway, all along: before, during and after the outage.
    const writer = (async () => {
      while (writing) {
        written += 1;
        const sent = await api(cluster.url, `/api/conversations/${conversationId}/messages`, {
          method: 'POST',
          token: customer,
          body: { body: `written during the restart test, #${written}` },
        }).catch(() => null);
        const status = sent?.status ?? 0;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 201) acknowledged.push((sent!.json as { data: { id: number } }).data.id);
        await sleep(20);
      }
    })();
    try {
      await eventually('writes before the outage', async () => acknowledged.length >= 5, 15_000);
      // A crash, not a clean shutdown: the next start replays the WAL.
      await postgres.stop('immediate');
      postgresDown = true;

      for (const replica of API_REPLICAS) {
        await eventually(
          `${replica} not ready`,
          async () => (await fetch(`${replicaUrl(replica)}/api/ready`)).status === 503,
          10_000,
        );
      }
      const down = await api(cluster.url, '/api/jobs?per_page=5');
      assert.equal(down.status, 503, JSON.stringify(down.json));
      assert.ok(down.response.headers.get('retry-after'), 'a 503 says when to retry');
      assert.equal((await fetch(`${cluster.url}/api/ready`)).status, 503);
      await eventually('a write refused with 503', async () => (statuses.get(503) ?? 0) > 0, 10_000);
      // Alive all along: each replica still answers /api/health, which never touches the database. (Through
      // the gateway it is a 503 for now: nginx counted the retried 503s and rests both replicas for 5 s.)
      for (const replica of API_REPLICAS) {
        const health = await fetch(`${replicaUrl(replica)}/api/health`);
        assert.equal(health.status, 200, replica);
      }
      const acknowledgedBeforeRestart = acknowledged.length;

      await postgres.start();
      postgresDown = false;
      for (const replica of API_REPLICAS) {
        await eventually(
          `${replica} ready again`,
          async () => (await fetch(`${replicaUrl(replica)}/api/ready`)).status === 200,
          30_000,
        );
      }
      await eventually(
        'writes after the outage',
        async () => acknowledged.length >= acknowledgedBeforeRestart + 5,
        15_000,
      );
    } finally {
      writing = false;
      await writer;
      // Whatever failed, the next tests get their database back.
      if (postgresDown) await postgres.start();
    }

    // Nothing but acknowledged writes and 503s: no 500, and no 502 (a replica down or restarting).
    assert.deepEqual(
      [...statuses.keys()].filter((status) => status !== 201 && status !== 503),
      [],
      JSON.stringify(Object.fromEntries(statuses)),
    );
    for (const [index, child] of processes.entries()) {
      assert.equal(child.exitCode, null, `${API_REPLICAS[index]} kept running`);
      assert.equal(cluster.replicas.get(API_REPLICAS[index]!)!.process, child, 'not restarted');
    }

    const stored = await storedMessageIds();
    assert.deepEqual(
      acknowledged.filter((id) => !stored.has(id)),
      [],
      `${acknowledged.length} acknowledged writes are all stored`,
    );
    // Each replica's LISTEN connection came back too: live events flow across replicas again.
    await messageReachesOtherReplica('api-1', 'after PostgreSQL came back');
    // And the gateway has both back in rotation: it rested them during the outage (fail_timeout, 5 s) and
    // answers its own 503 until it tries them again. The next test needs both replicas taking traffic.
    const readyThroughGateway = new Set<string>();
    await eventually(
      'both replicas back behind the gateway',
      async () => {
        const response = await fetch(`${cluster.url}/api/ready`);
        const replica = response.headers.get('x-served-by');
        if (response.status === 200 && replica) readyThroughGateway.add(replica);
        return readyThroughGateway.size === API_REPLICAS.length;
      },
      15_000,
    );
  });

  it('drains a replica on SIGTERM: no read or write through the gateway fails, its streams move to the other replica', async () => {
    const stream = await streamThroughGatewayOn('api-2', provider);
    await eventually('the stream opening', async () => stream.retry !== null, 10_000);
    const load = startReadLoad(cluster.url, 6);
    // Writes too: nginx never retries a POST that reached a replica, so one answered 503 by the draining
    // replica would fail; a refused connection (the api stops accepting first) is retried on the other one.
    const writes: Array<{ status: number; id?: number; answer?: string; servedBy?: string | null }> = [];
    let writing = true;
    const writers = Promise.all(
      [1, 2].map(async () => {
        while (writing) {
          const sent = await api(cluster.url, `/api/conversations/${conversationId}/messages`, {
            method: 'POST',
            token: customer,
            body: { body: 'written while api-2 drains' },
          }).catch(() => null);
          const status = sent?.status ?? 0;
          writes.push({
            status,
            id: status === 201 ? (sent!.json as { data: { id: number } }).data.id : undefined,
            ...(status === 201
              ? {}
              : {
                  answer: JSON.stringify(sent?.json ?? null),
                  servedBy: sent?.response.headers.get('x-served-by'),
                }),
          });
        }
      }),
    );
    const victim = cluster.replicas.get('api-2')!.process;
    const exited = once(victim, 'exit');
    try {
      await eventually(
        'load on both replicas',
        async () => load.count('api-1') > 5 && load.count('api-2') > 5,
        10_000,
      );
      process.kill(-victim.pid!, 'SIGTERM');

      await stream.ended;
      // The last frame asks the browser back within half a second; the gateway sends it to the other replica.
      assert.equal(stream.retry, 500);
      const again = await openEventStream(`${cluster.url}/api/events`, provider);
      assert.equal(again.status, 200);
      assert.equal(again.servedBy, 'api-1');
      again.close();
      await again.ended;

      await exited;
      // npm is gone at once; the api behind it leaves once its requests are done.
      await waitForPortClosed('127.0.0.1', Number(new URL(replicaUrl('api-2')).port), 10_000);
      const servedAfterExit = load.count('api-1');
      await eventually(
        'load after api-2 left',
        async () => load.count('api-1') > servedAfterExit + 20,
        10_000,
      );
    } finally {
      await load.stop();
      writing = false;
      await writers;
      stream.close();
    }
    assert.deepEqual(load.failures, []);
    assert.deepEqual(
      writes.filter((write) => write.status !== 201),
      [],
      `${writes.length} writes`,
    );
    const stored = await storedMessageIds();
    assert.deepEqual(
      writes.filter((write) => !stored.has(write.id!)),
      [],
    );

    // Back to two replicas for the next test: nginx tries api-2 again once its fail_timeout (5 s) has passed.
    await cluster.startReplica('api-2');
    await eventually(
      'the gateway using api-2 again',
      async () => (await fetch(`${cluster.url}/api/health`)).headers.get('x-served-by') === 'api-2',
      20_000,
    );
  });

  it('loses no GET when a replica is killed mid-load', async () => {
    const load = startReadLoad(cluster.url, 8);
    const victim = cluster.replicas.get('api-1')!.process;
    const exited = once(victim, 'exit');
    try {
      // The kill lands while both replicas are busy, so requests are in flight on the victim.
      await eventually(
        'load on both replicas',
        async () => load.count('api-1') > 20 && load.count('api-2') > 20,
        10_000,
      );
      process.kill(-victim.pid!, 'SIGKILL');
      await exited;
      const survivorBefore = load.count('api-2');
      await eventually('load after the kill', async () => load.count('api-2') > survivorBefore + 100, 15_000);
    } finally {
      await load.stop();
    }
    assert.deepEqual(load.failures, []);
    const survivor = await fetch(`${cluster.url}/api/health`);
    assert.equal(survivor.headers.get('x-served-by'), 'api-2');
  });
});
