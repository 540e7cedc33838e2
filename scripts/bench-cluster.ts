// `npm run bench:cluster`: the local production topology (npm run start:cluster's shape, on free ports and a
// throwaway database) under a mixed read/write load through the gateway — browse jobs, job pages, professionals
// search, sign-ins, bids, messages — at rising concurrency, first with both api replicas, then with api-2
// stopped. Prints throughput, p50/p95/p99 and errors per request type and writes docs/bench-cluster.md. Needs a
// build, nginx, PostgreSQL on 127.0.0.1:5432 and Redis. A benchmark, not a test: it is not part of npm test.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import prettier from 'prettier';
import { APPS, REPO_ROOT } from './apps';
import { percentile } from './bench-jobs/load';
import { startCluster } from './cluster/cluster';
import { ensureDatabase } from './cluster/database';
import type { ClusterPorts } from './cluster/topology';
import { freePort } from './lib/freePort';
import { onShutdown, shutdown, stopGroup } from './lib/processes';

const CONCURRENCY = [8, 32, 64];
const SECONDS = 10;
const WARMUP_SECONDS = 2;
const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/prohive_cluster_bench';
const DEMO_PASSWORD = 'prohive-demo-1';
/** Providers signed in before the run; each bids and writes in its own conversations. */
const BIDDERS = 30;
/** Copies of every open demo job, so each (provider, job) pair bids once and the pairs do not run out. */
const JOB_COPIES = 9;

type Kind = 'browse jobs' | 'job page' | 'pro search' | 'sign-in' | 'bid' | 'message';
/** Shares of the mix, out of 100: mostly reading, as on a marketplace. */
const MIX: ReadonlyArray<[Kind, number]> = [
  ['browse jobs', 25],
  ['job page', 25],
  ['pro search', 20],
  ['sign-in', 5],
  ['bid', 10],
  ['message', 15],
];
const KINDS = MIX.map(([kind]) => kind);

interface Fixtures {
  openJobIds: number[];
  emails: string[];
  categories: string[];
  zips: string[];
  /** Unused (provider token, job id) pairs: one bid each. */
  bids: Array<{ token: string; jobId: number }>;
  /** A provider's token and one of its conversations. */
  conversations: Array<{ token: string; id: number }>;
}

interface Request {
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: unknown;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

function nextRequest(kind: Kind, fixtures: Fixtures): Request {
  switch (kind) {
    case 'browse jobs':
      return { method: 'GET', path: `/api/jobs?page=${1 + Math.floor(Math.random() * 5)}` };
    case 'job page':
      return { method: 'GET', path: `/api/jobs/${pick(fixtures.openJobIds)}` };
    case 'pro search':
      return Math.random() < 0.5
        ? { method: 'GET', path: `/api/providers?category=${pick(fixtures.categories)}` }
        : { method: 'GET', path: `/api/providers?zip=${pick(fixtures.zips)}&radius=50` };
    case 'sign-in':
      return {
        method: 'POST',
        path: '/api/login',
        body: { email: pick(fixtures.emails), password: DEMO_PASSWORD },
      };
    case 'bid': {
      const pair = fixtures.bids.pop();
      if (!pair) throw new Error('out of (provider, job) pairs to bid on: raise JOB_COPIES');
      return {
        method: 'POST',
        path: `/api/jobs/${pair.jobId}/bids`,
        token: pair.token,
        body: {
          amount_cents: 15_000 + Math.floor(Math.random() * 50_000),
          message: 'Happy to help this week.',
        },
      };
    }
    case 'message': {
      const conversation = pick(fixtures.conversations);
      return {
        method: 'POST',
        path: `/api/conversations/${conversation.id}/messages`,
        token: conversation.token,
        body: { body: `Bench message ${Math.random().toString(36).slice(2)}` },
      };
    }
  }
}

function send(agent: http.Agent, base: URL, request: Request): Promise<number> {
  return new Promise((resolve) => {
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.path,
        timeout: 30_000,
        headers: {
          ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
        response.once('error', () => resolve(0));
      },
    );
    req.once('timeout', () => req.destroy(new Error('timeout')));
    req.once('error', () => resolve(0));
    req.end(body);
  });
}

interface KindResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Statuses of the failures, e.g. { 503: 2, 0: 1 } (0: no answer). */
  failures: Record<number, number>;
}

interface Row {
  replicas: number;
  connections: number;
  total: KindResult;
  kinds: Record<Kind, KindResult>;
}

/** A closed loop: `connections` clients, each sending its next request when the last one is answered. */
async function load(url: string, fixtures: Fixtures, connections: number, seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const base = new URL(url);
  const weights = MIX.flatMap(([kind, share]) => Array<Kind>(share).fill(kind));
  const times = new Map<Kind, number[]>(KINDS.map((kind) => [kind, []]));
  const failures = new Map<Kind, Record<number, number>>(KINDS.map((kind) => [kind, {}]));
  const until = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const kind = pick(weights);
      const started = performance.now();
      const status = await send(agent, base, nextRequest(kind, fixtures));
      times.get(kind)!.push(performance.now() - started);
      if (status < 200 || status > 299) {
        const counts = failures.get(kind)!;
        counts[status] = (counts[status] ?? 0) + 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const summarize = (all: number[], failed: Record<number, number>): KindResult => {
    const sorted = [...all].sort((a, b) => a - b);
    const round = (value: number) => Math.round(value * 10) / 10;
    return {
      requests: sorted.length,
      rps: Math.round((sorted.length / elapsed) * 10) / 10,
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      errors: Object.values(failed).reduce((sum, count) => sum + count, 0),
      failures: failed,
    };
  };
  const kinds = Object.fromEntries(
    KINDS.map((kind) => [kind, summarize(times.get(kind)!, failures.get(kind)!)]),
  ) as Record<Kind, KindResult>;
  const allFailures: Record<number, number> = {};
  for (const counts of failures.values())
    for (const [status, count] of Object.entries(counts))
      allFailures[Number(status)] = (allFailures[Number(status)] ?? 0) + count;
  return { total: summarize([...times.values()].flat(), allFailures), kinds };
}

async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: HTTP ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** More open jobs, unlimited bids for every plan, bidders signed in, their pairs and conversations listed. */
async function prepare(url: string): Promise<Fixtures> {
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    const columns = (
      await db.query<{ column_name: string }>(
        `select column_name from information_schema.columns
         where table_schema = 'public' and table_name = 'jobs' and is_identity = 'NO' and is_generated = 'NEVER'`,
      )
    ).rows
      .map((row) => `"${row.column_name}"`)
      .join(', ');
    const originals = (
      await db.query<{ id: number }>(
        `select id from jobs where status = 'open' and hidden_at is null and expires_at > now() + interval '1 day'`,
      )
    ).rows.map((row) => row.id);
    for (let copy = 0; copy < JOB_COPIES; copy += 1)
      await db.query(`insert into jobs (${columns}) select ${columns} from jobs where id = any($1)`, [
        originals,
      ]);
    // The plans' monthly allowance would turn most bids into 403s within seconds; the daily cap is raised
    // through BIDS_PER_DAY. Both are product rules, not what this measures.
    await db.query(`update plans set limits = limits || '{"bids_per_month": null}'::jsonb`);
    const openJobs = await db.query<{ id: number; customer_id: number }>(
      `select id, customer_id from jobs where status = 'open' and hidden_at is null and expires_at > now() + interval '1 day'`,
    );
    const providers = await db.query<{ id: number; email: string; zip: string }>(
      `select u.id, u.email, p.zip from users u join provider_profiles p on p.user_id = u.id
       where u.status = 'active' and u.password_hash is not null order by u.id limit ${BIDDERS}`,
    );
    const emails = (
      await db.query<{ email: string }>(
        `select email from users where status = 'active' and password_hash is not null order by id`,
      )
    ).rows.map((row) => row.email);
    const categories = (await db.query<{ slug: string }>('select slug from service_categories')).rows.map(
      (row) => row.slug,
    );
    const tokens = new Map<number, string>();
    for (const provider of providers.rows) tokens.set(provider.id, await signIn(url, provider.email));
    const existing = new Set(
      (
        await db.query<{ job_id: number; provider_id: number }>('select job_id, provider_id from bids')
      ).rows.map((row) => `${row.job_id}:${row.provider_id}`),
    );
    const bids: Fixtures['bids'] = [];
    for (const job of openJobs.rows)
      for (const [providerId, token] of tokens)
        if (job.customer_id !== providerId && !existing.has(`${job.id}:${providerId}`))
          bids.push({ token, jobId: job.id });
    bids.sort(() => Math.random() - 0.5);
    const conversations = (
      await db.query<{ id: number; provider_id: number }>(
        `select id, provider_id from conversations
         where provider_id = any($1) and customer_blocked_at is null and provider_blocked_at is null`,
        [[...tokens.keys()]],
      )
    ).rows.map((row) => ({ id: row.id, token: tokens.get(row.provider_id)! }));
    if (conversations.length === 0) throw new Error('the bidders have no conversations to write in');
    return {
      openJobIds: openJobs.rows.map((row) => row.id),
      emails,
      categories,
      zips: [...new Set(providers.rows.map((row) => row.zip))],
      bids,
      conversations,
    };
  } finally {
    await db.end();
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : String(value));
const failuresText = (failures: Record<number, number>) =>
  Object.entries(failures)
    .map(([status, count]) => `${count}× ${status === '0' ? 'no answer' : status}`)
    .join(', ');

async function main(): Promise<void> {
  const ports = {
    gateway: await freePort(),
    api: { 'api-1': await freePort(), 'api-2': await freePort() },
    apps: Object.fromEntries(await Promise.all(APPS.map(async (app) => [app.id, await freePort()]))),
  } as ClusterPorts;
  await ensureDatabase(DATABASE_URL, { fresh: true });
  const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prohive-bench-releases-'));
  onShutdown(() => fs.rmSync(releasesDir, { recursive: true, force: true }));
  const cluster = await startCluster({
    ports,
    databaseUrl: DATABASE_URL,
    redisUrl: 'redis://127.0.0.1:6379/0',
    redisKeyPrefix: `prohive-bench-${process.pid}:`,
    releasesDir,
    stdio: 'ignore',
    // Every request comes from 127.0.0.1: the per-address sign-in limit and the per-sender message and bid caps
    // would answer 429 within a second. They are raised so the run measures the work, not the limiters (which
    // still run: each request still counts in Redis).
    env: {
      LOGIN_LIMIT_PER_IP: '999999999/60',
      MESSAGE_LIMIT_PER_MINUTE: '999999999/60',
      MESSAGE_LIMIT_PER_DAY: '999999999/86400',
      BIDS_PER_DAY: '100000',
    },
  });
  onShutdown(() => cluster.stop());

  console.log('Preparing: more open jobs, bidders signed in…');
  const fixtures = await prepare(cluster.url);
  console.log(
    `  ${fixtures.openJobIds.length} open jobs, ${fixtures.bids.length} bids available, ${fixtures.conversations.length} conversations`,
  );
  // Both replicas and PostgreSQL warm (JIT, plan and buffer caches) before the first row, or the two-replica
  // rows, measured first, would pay for everyone's warm-up.
  await load(cluster.url, fixtures, 16, 10);

  const rows: Row[] = [];
  for (const replicas of [2, 1]) {
    if (replicas === 1) await stopGroup(cluster.replicas.get('api-2')!.process);
    for (const connections of CONCURRENCY) {
      await load(cluster.url, fixtures, connections, WARMUP_SECONDS);
      const row = { replicas, connections, ...(await load(cluster.url, fixtures, connections, SECONDS)) };
      console.log(
        `${replicas} replica(s), ${String(connections).padStart(3)} connections: ${row.total.rps} req/s, p50 ${row.total.p50} ms, p95 ${row.total.p95} ms, p99 ${row.total.p99} ms, errors ${row.total.errors}${row.total.errors ? ` (${failuresText(row.total.failures)})` : ''}`,
      );
      rows.push(row);
    }
  }

  const perKind = [
    '| replicas | conns | request | req/s | p50 ms | p95 ms | p99 ms | errors |',
    '| -------: | ----: | :------ | ----: | -----: | -----: | -----: | -----: |',
    ...rows.flatMap((row) =>
      [...KINDS, 'all' as const].map((kind) => {
        const r = kind === 'all' ? row.total : row.kinds[kind];
        const name = kind === 'all' ? '**all**' : kind;
        const errors = r.errors ? `${r.errors} (${failuresText(r.failures)})` : '0';
        return `| ${row.replicas} | ${row.connections} | ${name} | ${r.rps} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${errors} |`;
      }),
    ),
  ].join('\n');
  const ratio = [
    '| connections | 2 replicas req/s | 1 replica req/s | ratio | p95 ms, 2 vs 1 | errors, 2 / 1 |',
    '| ----------: | ---------------: | --------------: | ----: | :------------- | :------------ |',
    ...CONCURRENCY.map((connections) => {
      const two = rows.find((row) => row.replicas === 2 && row.connections === connections)!.total;
      const one = rows.find((row) => row.replicas === 1 && row.connections === connections)!.total;
      return `| ${connections} | ${two.rps} | ${one.rps} | ${(two.rps / one.rps).toFixed(2)} | ${two.p95} vs ${one.p95} | ${two.errors} / ${one.errors} |`;
    }),
  ].join('\n');
  const doc = `# Cluster benchmark: two api replicas vs one, mixed reads and writes

Written by \`npm run bench:cluster\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores, load
average ${os.loadavg()[0]!.toFixed(1)} when it ended: the machine is shared, so compare rows of one run, not runs).

**The load.** Closed-loop clients through the nginx gateway (each sends its next request when the last is
answered), for ${SECONDS} s per row after ${WARMUP_SECONDS} s of warm-up, at ${CONCURRENCY.join(', ')} connections; a 10 s load at 16
connections warms both replicas and PostgreSQL first. Each request is drawn from this mix:
${MIX.map(([kind, share]) => `${kind} ${share} %`).join(', ')}.

- _browse jobs_: \`GET /api/jobs?page=1..5\`; _job page_: \`GET /api/jobs/:id\` of an open job; _pro search_:
  \`GET /api/providers\` by category or by ZIP within 50 miles.
- _sign-in_: \`POST /api/login\` as a random demo account (argon2id at the production cost: the most CPU per request).
- _bid_: \`POST /api/jobs/:id/bids\` by one of ${BIDDERS} signed-in providers, each (provider, job) pair once (a bid opens
  the conversation and queues the owner's email in the same transaction).
- _message_: \`POST /api/conversations/:id/messages\` by those providers in their conversations (NOTIFY and the
  email outbox included).

**The data.** The demo data in a throwaway PostgreSQL database (\`prohive_cluster_bench\`, dropped and made again each
run) with the open jobs copied ${JOB_COPIES} more times, so bids never run out; every plan's monthly bid allowance
lifted and the per-address sign-in limit and per-sender message and bid caps raised (all clients are 127.0.0.1),
so the run measures the work rather than the limiters, which still count every request in Redis.

**One replica** is the same load with \`api-2\` stopped: nginx then sends everything to \`api-1\` (it probes
\`api-2\` again every 5 s; that refused connection is retried on \`api-1\`).

On two cores shared by several agents a second Node process adds no CPU: both replicas, nginx, PostgreSQL and the
load generator compete for the same two cores, so two replicas are not expected to be faster here. What this
shows is that the gateway spreads a real read/write mix, that nothing fails below saturation, and how latency
grows with concurrency; throughput gains need replicas on their own cores or machines.

## Two replicas against one

${ratio}

## By request type

An error is any answer outside 2xx, or no answer within 30 s.

${perKind}
`;
  const file = path.join(REPO_ROOT, 'docs', 'bench-cluster.md');
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  fs.writeFileSync(file, await prettier.format(doc, options));
  console.log('wrote docs/bench-cluster.md');
  await shutdown(0);
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
});
