// `npm run bench:messages`: realtime delivery across api processes. Creates a throwaway database on the local
// PostgreSQL, migrates it, makes BENCH_USERS recipients (each with a job) and as many senders (each with a bid
// on one recipient's job), starts TWO api processes on that database and opens one SSE stream per recipient on
// EACH process (2 × 250 = 500 streams by default). Then, at a steady BENCH_RATE per second for BENCH_SECONDS,
// a sender changes their bid through one of the two processes (alternating): the recipient gets a
// `notification` event on both of their streams — one from the same process, one through LISTEN/NOTIFY. For
// every send it measures the time from the send request's response to the event's arrival on each stream,
// and counts events lost (not arrived BENCH_GRACE_MS after the last send) and duplicated (an id twice on one
// stream). BENCH_RUNS runs; the report gives the median of the runs and their spread.
//
// The send path is one seam (`NotificationSender` below): once conversations are merged, a sender that posts a
// message (POST /api/conversations/{id}/messages, `message` events) can be measured the same way.
//
// Environment: DATABASE_URL (a server URL; default postgres://postgres@127.0.0.1:5432/postgres), BENCH_USERS
// (250), BENCH_RATE (50 sends/s), BENCH_SECONDS (20), BENCH_RUNS (3), BENCH_GRACE_MS (5000), BENCH_KEEP=1 keeps
// the database. `--write` writes the results to docs/bench-messages.md. Not part of `npm test`.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import prettier from 'prettier';
import { REPO_ROOT } from './apps';
import { freePort } from './lib/freePort';
import { onShutdown, run, spawnGroup, stopGroup, waitForHttp } from './lib/processes';

const env = process.env;
const SERVER_URL = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const USERS = Number(env.BENCH_USERS ?? 250);
const RATE = Number(env.BENCH_RATE ?? 50);
const SECONDS = Number(env.BENCH_SECONDS ?? 20);
const RUNS = Number(env.BENCH_RUNS ?? 3);
const GRACE_MS = Number(env.BENCH_GRACE_MS ?? 5000);
const WRITE = process.argv.includes('--write');
const PASSWORD = 'bench-messages-password';
// argon2id of PASSWORD at the cheapest cost (64 KiB, 1 pass): the bench measures delivery, not sign-in. The api
// verifies any argon2id hash by the parameters written in it.
const PASSWORD_HASH =
  '$argon2id$v=19$m=64,t=1,p=1$kPWbeBJz+QGQD3rHSSkLDw$9Cbu52blgDgFYCmnJLIKuHfMtQGBY67ROwtUgkC4qn0';
const JWT_SECRET = 'bench-messages-secret-that-is-long-enough-32b';

function log(message: string): void {
  console.log(`[bench:messages ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

function databaseUrl(name: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

interface Api {
  base: string;
  stop: () => Promise<void>;
}

/** One api process from its sources, as in production (its email worker included), quiet. */
async function startApi(url: string, label: string): Promise<Api> {
  const port = await freePort();
  const child = spawnGroup('npx', ['tsx', 'api/src/server.ts'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: {
      ...env,
      DATABASE_URL: url,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATA_DIR: fs.mkdtempSync(path.join(tmpdir(), `prohive-bench-messages-${label}-`)),
      JWT_SECRET,
      JWT_TTL: '1h',
      NODE_ENV: 'production',
      ALLOW_TEST_CHECKOUT: 'true',
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'warn',
      // Every stream of a user lives on its own process here; the bench opens one per process.
      SSE_STREAMS_PER_USER: '5',
      // The bench signs in hundreds of accounts from one address.
      LOGIN_LIMIT_PER_IP: '1000000/60',
    },
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  onShutdown(() => (exited ? undefined : stopGroup(child)));
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/api/ready`, 120_000, () => !exited);
  return { base, stop: () => stopGroup(child) };
}

interface Pair {
  recipientToken: string;
  senderToken: string;
  bidId: number;
}

interface GeneratedPair {
  recipientEmail: string;
  senderEmail: string;
  bidId: number;
}

/** Recipients (customers with one open job each) and senders (providers with a pending bid on it), by SQL. */
async function generate(url: string): Promise<GeneratedPair[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const category = await client.query<{ id: number }>(
      'select id from service_categories order by id limit 1',
    );
    for (const [prefix, role] of [
      ['customer', 3],
      ['pro', 4],
    ] as const) {
      await client.query(
        `insert into users (name, email, password_hash, role_id)
         select 'Bench ' || $1 || ' ' || n, $1 || n || '@bench.example', $2, $3 from generate_series(1, $4) n`,
        [prefix, PASSWORD_HASH, role, USERS],
      );
    }
    await client.query(
      `insert into jobs (customer_id, category_id, service_type, title, description, answers, zip, city, state,
                         latitude, longitude, budget_min_cents, budget_max_cents, timing, status, expires_at)
       select id, $1, 'home', 'Bench job ' || id, 'A job the bench sends bid changes about, many times over.',
              '{}', '78701', 'Austin', 'TX', 30.2711, -97.7437, 10000, 90000, 'flexible', 'open',
              now() + interval '30 days'
       from users where email like 'customer%@bench.example'`,
      [category.rows[0]?.id],
    );
    const rows = await client.query<{ n: string; bid: number }>(
      `insert into bids (job_id, provider_id, amount_cents, message, status)
       select jobs.id, pro.id, 20000, 'Bench bid', 'pending'
       from jobs
       join users customer on customer.id = jobs.customer_id
       join users pro on pro.email = replace(customer.email, 'customer', 'pro')
       returning id as bid, (select substring(email from '^pro([0-9]+)@') from users where id = provider_id) as n`,
    );
    return rows.rows
      .map((row) => ({
        recipientEmail: `customer${row.n}@bench.example`,
        senderEmail: `pro${row.n}@bench.example`,
        bidId: row.bid,
      }))
      .sort((a, b) => a.bidId - b.bidId);
  } finally {
    await client.end();
  }
}

async function signIn(api: Api, email: string): Promise<string> {
  const response = await fetch(`${api.base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * What a send is and how its event is recognised: the seam for other event sources. Each send carries a unique
 * sequence number the recipient's event reveals.
 */
interface Sender {
  /** Sends through `api`; resolves when its response has arrived. */
  send(api: Api, pair: Pair, seq: number): Promise<void>;
  /** The send's sequence number when the frame is one of this sender's events, else null. */
  seqOf(event: string, data: unknown): number | null;
}

const BASE_CENTS = 10_000;

/** A provider changes their bid (PATCH /api/bids/{id}); the job's owner gets a `bid_updated` notification. */
const NotificationSender: Sender = {
  send: async (api, pair, seq) => {
    const response = await fetch(`${api.base}/api/bids/${pair.bidId}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${pair.senderToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount_cents: BASE_CENTS + seq }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`PATCH bid ${pair.bidId}: ${response.status}`);
  },
  seqOf: (event, data) => {
    if (event !== 'notification') return null;
    const body = (data as { kind?: string; body?: string }).body ?? '';
    const match = /now \$([\d,]+)\.(\d\d)\./.exec(body);
    if (!match?.[1] || !match[2]) return null;
    return Number(match[1].replace(/,/g, '')) * 100 + Number(match[2]) - BASE_CENTS;
  },
};

interface Arrival {
  at: number;
  id: string;
}

interface Stream {
  userIndex: number;
  process: number;
  arrivals: Map<number, Arrival[]>;
  ids: string[];
  controller: AbortController;
  done: Promise<void>;
}

async function openStream(api: Api, token: string, userIndex: number, processIndex: number, sender: Sender) {
  const controller = new AbortController();
  const response = await fetch(`${api.base}/api/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`stream: ${response.status}`);
  const stream: Stream = {
    userIndex,
    process: processIndex,
    arrivals: new Map(),
    ids: [],
    controller,
    done: Promise.resolve(),
  };
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  stream.done = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const at = performance.now();
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /^id: (.*)$/m.exec(block)?.[1];
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!id || !event || !data) continue;
          stream.ids.push(id);
          const seq = sender.seqOf(event, JSON.parse(data));
          if (seq === null) continue;
          const list = stream.arrivals.get(seq) ?? [];
          list.push({ at, id });
          stream.arrivals.set(seq, list);
        }
      }
    } catch {
      // Aborted at the end of the run.
    }
  })();
  return stream;
}

interface RunResult {
  sends: number;
  sendErrors: number;
  expected: number;
  delivered: number;
  lost: number;
  duplicated: number;
  sameProcess: Percentiles;
  otherProcess: Percentiles;
  all: Percentiles;
  sendP95: number;
}

interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(sorted.at(-1) ?? NaN),
  };
}

async function measureRun(apis: Api[], pairs: Pair[], sender: Sender, seqBase: number): Promise<RunResult> {
  const streams: Stream[] = [];
  // Opened in batches: 500 at once would measure the connect storm, not delivery.
  for (let index = 0; index < pairs.length; index += 25) {
    const batch = pairs.slice(index, index + 25);
    for (const [processIndex, api] of apis.entries()) {
      streams.push(
        ...(await Promise.all(
          batch.map((pair, offset) =>
            openStream(api, pair.recipientToken, index + offset, processIndex, sender),
          ),
        )),
      );
    }
  }
  log(`${streams.length} streams open`);
  await new Promise((resolve) => setTimeout(resolve, 1000));

  const sent = new Map<number, { userIndex: number; via: number; respondedAt: number }>();
  const sendTimes: number[] = [];
  let sendErrors = 0;
  const total = Math.round(RATE * SECONDS);
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let n = 0; n < total; n += 1) {
    const due = started + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const seq = seqBase + n;
    const userIndex = n % pairs.length;
    const via = n % apis.length;
    const begun = performance.now();
    inFlight.push(
      sender.send(apis[via]!, pairs[userIndex]!, seq).then(
        () => {
          const respondedAt = performance.now();
          sendTimes.push(respondedAt - begun);
          sent.set(seq, { userIndex, via, respondedAt });
        },
        () => {
          sendErrors += 1;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
  for (const stream of streams) stream.controller.abort();
  await Promise.all(streams.map((stream) => stream.done));

  const same: number[] = [];
  const other: number[] = [];
  let expected = 0;
  let delivered = 0;
  let lost = 0;
  let duplicated = 0;
  for (const stream of streams) {
    const ids = new Set<string>();
    for (const id of stream.ids) {
      if (ids.has(id)) duplicated += 1;
      ids.add(id);
    }
    for (const [seq, send] of sent) {
      if (send.userIndex !== stream.userIndex) continue;
      expected += 1;
      const arrivals = stream.arrivals.get(seq);
      if (!arrivals || arrivals.length === 0) {
        lost += 1;
        continue;
      }
      delivered += 1;
      // An event can beat the response that caused it (it is sent at commit); that counts as no wait.
      const latency = Math.max(0, arrivals[0]!.at - send.respondedAt);
      (stream.process === send.via ? same : other).push(latency);
    }
  }
  return {
    sends: total,
    sendErrors,
    expected,
    delivered,
    lost,
    duplicated,
    sameProcess: percentiles(same),
    otherProcess: percentiles(other),
    all: percentiles([...same, ...other]),
    sendP95: percentiles(sendTimes).p95,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function formatResults(results: RunResult[]): string {
  const rows = [
    '| run | sends | send errors | events expected | delivered | lost | duplicated | p50 ms | p95 ms | p99 ms | max ms | p95 same process | p95 other process | send p95 ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  results.forEach((r, index) => {
    rows.push(
      `| ${index + 1} | ${r.sends} | ${r.sendErrors} | ${r.expected} | ${r.delivered} | ${r.lost} | ${r.duplicated} | ${r.all.p50} | ${r.all.p95} | ${r.all.p99} | ${r.all.max} | ${r.sameProcess.p95} | ${r.otherProcess.p95} | ${r.sendP95} |`,
    );
  });
  const p95s = results.map((r) => r.all.p95);
  rows.push(
    `| **median** | | | | | ${median(results.map((r) => r.lost))} | ${median(results.map((r) => r.duplicated))} | ${median(results.map((r) => r.all.p50))} | **${median(p95s)}** | ${median(results.map((r) => r.all.p99))} | | ${median(results.map((r) => r.sameProcess.p95))} | ${median(results.map((r) => r.otherProcess.p95))} | ${median(results.map((r) => r.sendP95))} |`,
  );
  rows.push('', `p95 spread over the runs: ${Math.min(...p95s)}–${Math.max(...p95s)} ms.`);
  return rows.join('\n');
}

async function main(): Promise<void> {
  const name = `prohive_bench_messages_${randomBytes(4).toString('hex')}`;
  const url = databaseUrl(name);
  log(
    `database ${name}; ${USERS} recipients × 2 processes = ${USERS * 2} streams; ${RATE} sends/s for ${SECONDS} s; ${RUNS} runs`,
  );
  await admin((client) => client.query(`create database ${name}`));
  const drop = async () => {
    if (env.BENCH_KEEP === '1') return log(`kept database ${name}`);
    await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    log(`dropped database ${name}`);
  };
  onShutdown(drop);
  const results: RunResult[] = [];
  const apis: Api[] = [];
  try {
    const migrated = await run('npx', ['tsx', 'api/src/cli/migrate.ts'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
    });
    if (migrated !== 0) throw new Error(`migration failed (exit ${migrated})`);
    const generated = await generate(url);
    log(`generated ${generated.length} recipients, senders, jobs and bids`);
    apis.push(...(await Promise.all([startApi(url, 'a'), startApi(url, 'b')])));
    const pairs: Pair[] = [];
    for (const pair of generated) {
      pairs.push({
        bidId: pair.bidId,
        recipientToken: await signIn(apis[0]!, pair.recipientEmail),
        senderToken: await signIn(apis[1]!, pair.senderEmail),
      });
    }
    log(`signed in ${pairs.length * 2} accounts`);
    for (let runIndex = 0; runIndex < RUNS; runIndex += 1) {
      const result = await measureRun(apis, pairs, NotificationSender, runIndex * 1_000_000 + 1);
      results.push(result);
      log(
        `run ${runIndex + 1}: p50 ${result.all.p50} ms, p95 ${result.all.p95} ms (same ${result.sameProcess.p95}, other ${result.otherProcess.p95}), lost ${result.lost}, duplicated ${result.duplicated}, send errors ${result.sendErrors}`,
      );
    }
  } finally {
    await Promise.all(apis.map((api) => api.stop()));
    await drop();
  }

  const table = formatResults(results);
  console.log(`\n${table}\n`);
  if (WRITE) {
    const file = path.join(REPO_ROOT, 'docs', 'bench-messages.md');
    const generatedPart = [
      RESULTS_START,
      `Measured ${new Date().toISOString().slice(0, 16)}Z: ${USERS} recipients, ${USERS * 2} streams on 2 api processes, ${RATE} sends/s for ${SECONDS} s per run, ${RUNS} runs, grace ${GRACE_MS} ms, load average ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' / ')} when it finished.`,
      '',
      table,
      RESULTS_END,
    ].join('\n');
    const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    const start = existing.indexOf(RESULTS_START);
    const end = existing.indexOf(RESULTS_END);
    const next =
      start >= 0 && end > start
        ? `${existing.slice(0, start)}${generatedPart}${existing.slice(end + RESULTS_END.length)}`
        : `# bench:messages\n\n${generatedPart}\n`;
    const options = { ...(await prettier.resolveConfig(file)), filepath: file };
    fs.writeFileSync(file, await prettier.format(next, options));
    log(`wrote ${path.relative(REPO_ROOT, file)}`);
  }
}

const RESULTS_START = '<!-- bench:messages results: generated by npm run bench:messages -- --write -->';
const RESULTS_END = '<!-- end of bench:messages results -->';

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
