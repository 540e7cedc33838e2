// `npm run bench:jobs`: the jobs list and the professionals search at marketplace scale. Creates a throwaway
// database on the local PostgreSQL, migrates it, generates 50,000 providers and then 10 k → 100 k → 1 M jobs
// (real US ZIPs, weighted toward cities, all ten categories), and at each size starts the api on it and
// measures with 32 concurrent clients:
//   - GET /api/jobs?category=plumbing&zip=<ZIP>&radius=25           (page 1)
//   - GET /api/jobs?category=plumbing&zip=<ZIP>&radius=25&page=200  (a deep page)
//   - GET /api/providers?search=plumbing&zip=<ZIP>                  (the professionals search)
// then prints p50/p95 per case and size and EXPLAIN (ANALYZE, BUFFERS) of every statement each request runs.
//
// Environment: DATABASE_URL (a server URL; default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_ZIP (77002, central Houston), BENCH_CATEGORY (plumbing), BENCH_SECONDS (10), BENCH_CONNECTIONS (32),
// BENCH_STEPS (10000,100000,1000000), BENCH_PROVIDERS (50000), BENCH_KEEP=1 keeps the database.
// `--write` also writes the results to docs/bench-jobs.md. Not part of `npm test`: it takes minutes.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import prettier from 'prettier';
import { REPO_ROOT } from './apps';
import {
  allWeightedZips,
  generateCustomers,
  generateJobs,
  generateProviders,
  loadZips,
  openJobsNear,
  vacuumAnalyze,
} from './bench-jobs/generate';
import { measure, type LoadResult } from './bench-jobs/load';
import { freePort } from './lib/freePort';
import { onShutdown, run, spawnGroup, stopGroup, waitForHttp } from './lib/processes';

const env = process.env;
const SERVER_URL = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ZIP = env.BENCH_ZIP ?? '77002';
const CATEGORY = env.BENCH_CATEGORY ?? 'plumbing';
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 32);
const STEPS = (env.BENCH_STEPS ?? '10000,100000,1000000').split(',').map(Number);
const PROVIDERS = Number(env.BENCH_PROVIDERS ?? 50_000);
const CUSTOMERS = 100_000;
const WRITE = process.argv.includes('--write');
const execFileAsync = promisify(execFile);

interface CaseResult {
  name: string;
  path: string;
  result: LoadResult | null;
  note?: string;
}

interface StepResult {
  jobs: number;
  openInRadius: number;
  cases: CaseResult[];
  plans: { url: string; status: number; statements: { sql: string; plan: string }[] }[];
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

function log(message: string): void {
  console.log(`[bench:jobs ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const value = await work();
  log(`${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return value;
}

/** The api from its sources (no build needed), on the bench database, quiet. */
async function startApi(url: string) {
  const port = await freePort();
  const child = spawnGroup('npx', ['tsx', 'api/src/server.ts'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: {
      ...env,
      DATABASE_URL: url,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATA_DIR: fs.mkdtempSync(path.join(tmpdir(), 'prohive-bench-jobs-')),
      JWT_SECRET: 'bench-jobs-secret-that-is-long-enough-32b',
      NODE_ENV: 'production',
      // Production settings, minus a Stripe key the bench has no use for.
      ALLOW_TEST_CHECKOUT: 'true',
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  // Ctrl-C mid-measurement must not leave an api running.
  onShutdown(() => (exited ? undefined : stopGroup(child)));
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/api/ready`, 120_000, () => !exited);
  return { base, stop: () => stopGroup(child) };
}

async function explain(url: string, paths: string[]): Promise<StepResult['plans']> {
  const { stdout } = await execFileAsync(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench-jobs/explain.mjs', url, ...paths],
    { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '[]') as StepResult['plans'];
}

/** Planning + execution time PostgreSQL reported for the statements of one request (EXPLAIN ANALYZE). */
function databaseMs(plans: StepResult['plans'], url: string): number | null {
  const entry = plans.find((candidate) => candidate.url === url);
  if (!entry) return null;
  let total = 0;
  for (const statement of entry.statements) {
    for (const match of statement.plan.matchAll(/(?:Planning|Execution) Time: ([\d.]+) ms/g)) {
      total += Number(match[1]);
    }
  }
  return Math.round(total * 100) / 100;
}

function formatTable(steps: StepResult[]): string {
  const header =
    '| case | jobs | open in radius | p50 ms | p95 ms | p99 ms | req/s | db ms (plan + run, 1 request) | errors/non-2xx |';
  const lines = [header, '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |'];
  for (const name of steps[0]?.cases.map((entry) => entry.name) ?? []) {
    for (const step of steps) {
      const entry = step.cases.find((candidate) => candidate.name === name)!;
      const r = entry.result;
      const db = databaseMs(step.plans, entry.path);
      lines.push(
        r
          ? `| ${name} | ${step.jobs.toLocaleString('en-US')} | ${step.openInRadius.toLocaleString('en-US')} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps} | ${db ?? '—'} | ${r.errors}/${r.non2xx} |`
          : `| ${name} | ${step.jobs.toLocaleString('en-US')} | — | — | — | — | — | — | ${entry.note ?? 'not measured'} |`,
      );
    }
  }
  return lines.join('\n');
}

function formatPlans(step: StepResult): string {
  return step.plans
    .map((entry) =>
      [
        `#### \`GET ${entry.url}\` → ${entry.status}`,
        ...entry.statements.map((statement) =>
          ['```sql', statement.sql.trim(), '```', '```text', statement.plan, '```'].join('\n'),
        ),
      ].join('\n\n'),
    )
    .join('\n\n');
}

async function main(): Promise<void> {
  const name = `prohive_bench_${randomBytes(5).toString('hex')}`;
  const url = databaseUrl(name);
  log(
    `database ${name} on ${new URL(SERVER_URL).host}; ZIP ${ZIP}, category ${CATEGORY}, ${CONNECTIONS} clients, ${SECONDS} s per case`,
  );
  await admin((client) => client.query(`create database ${name}`));
  // Registered first, so it runs last on Ctrl-C: after the api has stopped using the database.
  onShutdown(async () => {
    if (env.BENCH_KEEP === '1') return;
    await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    log(`dropped database ${name}`);
  });
  const steps: StepResult[] = [];
  try {
    const migrated = await run('npx', ['tsx', 'api/src/cli/migrate.ts'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: {
        ...env,
        DATABASE_URL: url,
        DATA_DIR: fs.mkdtempSync(path.join(tmpdir(), 'prohive-bench-jobs-')),
        LOG_LEVEL: 'warn',
      },
    });
    if (migrated !== 0) throw new Error(`migration failed (exit ${migrated})`);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const zips = allWeightedZips();
    const centre = zips.find((entry) => entry.zip === ZIP);
    if (!centre) throw new Error(`BENCH_ZIP ${ZIP} is not a located US ZIP`);
    await timed(`loaded ${zips.length} weighted ZIPs`, () => loadZips(client, zips));
    await timed(`generated ${CUSTOMERS} customers`, () => generateCustomers(client, CUSTOMERS));
    await timed(`generated ${PROVIDERS} providers`, () => generateProviders(client, PROVIDERS));

    let generated = 0;
    for (const target of STEPS) {
      const chunk = 250_000;
      for (let from = generated + 1; from <= target; from += chunk) {
        const to = Math.min(target, from + chunk - 1);
        await timed(`generated jobs ${from.toLocaleString('en-US')}–${to.toLocaleString('en-US')}`, () =>
          generateJobs(client, from, to),
        );
      }
      generated = target;
      await timed('vacuum analyze', () => vacuumAnalyze(client));
      const openInRadius = await openJobsNear(client, centre, 25, CATEGORY);
      log(
        `${target.toLocaleString('en-US')} jobs: ${openInRadius} open ${CATEGORY} jobs within 25 miles of ${ZIP}`,
      );

      const cases = [
        // No database work: what this machine, at this moment, charges for any request at this concurrency.
        { name: 'ceiling: /api/health', path: '/api/health' },
        { name: 'jobs, page 1', path: `/api/jobs?category=${CATEGORY}&zip=${ZIP}&radius=25` },
        { name: 'jobs, page 200', path: `/api/jobs?category=${CATEGORY}&zip=${ZIP}&radius=25&page=200` },
        { name: 'providers search', path: `/api/providers?search=${CATEGORY}&zip=${ZIP}` },
      ];
      const api = await startApi(url);
      const results: CaseResult[] = [];
      try {
        for (const entry of cases) {
          const probe = await fetch(`${api.base}${entry.path}`);
          if (probe.status !== 200) {
            results.push({ ...entry, result: null, note: `answers ${probe.status}` });
            log(`${entry.name}: answers ${probe.status}, not measured`);
            continue;
          }
          const result = await measure(`${api.base}${entry.path}`, {
            connections: CONNECTIONS,
            seconds: SECONDS,
            warmupSeconds: 2,
          });
          results.push({ ...entry, result });
          log(`${entry.name}: p50 ${result.p50} ms, p95 ${result.p95} ms, ${result.rps} req/s`);
        }
      } finally {
        await api.stop();
      }
      const plans = await timed('explain', () =>
        explain(
          url,
          results.filter((entry) => entry.result && entry.path !== '/api/health').map((entry) => entry.path),
        ),
      );
      steps.push({ jobs: target, openInRadius, cases: results, plans });
    }
    await client.end();
  } finally {
    if (env.BENCH_KEEP === '1') log(`kept database ${name}`);
    else await admin((client) => client.query(`drop database if exists ${name} with (force)`));
  }

  const table = formatTable(steps);
  console.log(`\n${table}\n`);
  for (const step of steps) {
    console.log(`\n### Plans at ${step.jobs.toLocaleString('en-US')} jobs\n\n${formatPlans(step)}\n`);
  }
  if (WRITE) {
    // Only the generated part between the markers is replaced, so the notes around it survive a re-run.
    const file = path.join(REPO_ROOT, 'docs', 'bench-jobs.md');
    const last = steps.at(-1);
    const generated = [
      RESULTS_START,
      `Measured ${new Date().toISOString().slice(0, 16)}Z: ZIP ${ZIP}, category ${CATEGORY}, radius 25 miles, ${CONNECTIONS} concurrent clients, ${SECONDS} s per case after a 2 s warm-up, ${PROVIDERS.toLocaleString('en-US')} providers, load average ${loadAverage()} when it finished.`,
      '',
      table,
      '',
      last ? `### Plans at ${last.jobs.toLocaleString('en-US')} jobs\n\n${formatPlans(last)}` : '',
      RESULTS_END,
    ].join('\n');
    const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    const start = existing.indexOf(RESULTS_START);
    const end = existing.indexOf(RESULTS_END);
    const next =
      start >= 0 && end > start
        ? `${existing.slice(0, start)}${generated}${existing.slice(end + RESULTS_END.length)}`
        : `# bench:jobs\n\n${generated}\n`;
    // Formatted as the repository's other files are, so `npm test`'s formatting stage accepts the result.
    const options = { ...(await prettier.resolveConfig(file)), filepath: file };
    fs.writeFileSync(file, await prettier.format(next, options));
    log(`wrote ${path.relative(REPO_ROOT, file)}`);
  }
}

const RESULTS_START = '<!-- bench:jobs results: generated by npm run bench:jobs -- --write -->';
const RESULTS_END = '<!-- end of bench:jobs results -->';

function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
