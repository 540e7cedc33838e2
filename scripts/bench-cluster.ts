// `npm run bench:cluster`: the local production topology (npm run start:cluster's shape, on free ports and a
// throwaway database) under mixed GETs through the gateway — jobs list, one job, professionals search — at
// rising concurrency, first with both api replicas, then with api-2 stopped. Prints p50/p95/p99 and errors and
// writes docs/bench-cluster.md. Needs a build, nginx, PostgreSQL and Redis.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
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

interface Row {
  replicas: number;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function load(url: string, paths: string[], connections: number, seconds: number, times: number[] | null) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, requests: paths.map((p) => ({ method: 'GET', path: p })) },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (times) instance.on('response', (_c: unknown, _s: number, _b: number, ms: number) => times.push(ms));
  });
}

async function measure(url: string, paths: string[], replicas: number, connections: number): Promise<Row> {
  await load(url, paths, connections, WARMUP_SECONDS, null);
  const times: number[] = [];
  const result = await load(url, paths, connections, SECONDS, times);
  times.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    replicas,
    connections,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

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
  });
  onShutdown(() => cluster.stop());

  const jobs = (await (await fetch(`${cluster.url}/api/jobs?per_page=1`)).json()) as {
    data: Array<{ id: number }>;
  };
  const jobId = jobs.data[0]?.id;
  if (jobId === undefined) throw new Error('the demo data has no jobs to read');
  const paths = ['/api/jobs', `/api/jobs/${jobId}`, '/api/providers'];
  for (const p of paths) {
    const response = await fetch(`${cluster.url}${p}`);
    if (!response.ok) throw new Error(`GET ${p}: HTTP ${response.status}`);
  }

  // Both replicas and PostgreSQL warm (JIT, plan and buffer caches) before the first row, or the
  // two-replica rows, measured first, would pay for everyone's warm-up.
  await load(cluster.url, paths, 32, 15, null);

  const rows: Row[] = [];
  for (const replicas of [2, 1]) {
    if (replicas === 1) await stopGroup(cluster.replicas.get('api-2')!.process);
    for (const connections of CONCURRENCY) {
      const row = await measure(cluster.url, paths, replicas, connections);
      console.log(
        `${replicas} replica(s), ${String(connections).padStart(3)} connections: ${row.rps} req/s, p50 ${row.p50} ms, p95 ${row.p95} ms, p99 ${row.p99} ms, errors ${row.errors}, non-2xx ${row.non2xx}`,
      );
      rows.push(row);
    }
  }

  const table = [
    '| api replicas | connections | requests | req/s | p50 ms | p95 ms | p99 ms | errors | non-2xx |',
    '| -----------: | ----------: | -------: | ----: | -----: | -----: | -----: | -----: | ------: |',
    ...rows.map(
      (r) =>
        `| ${r.replicas} | ${r.connections} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${r.non2xx} |`,
    ),
  ].join('\n');
  const doc = `# Cluster benchmark: two api replicas vs one

Written by \`npm run bench:cluster\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores, load
average ${os.loadavg()[0]!.toFixed(1)} when it ended: the machine is shared, so compare rows of one run, not runs).
Mixed GETs through the nginx gateway, cycling ${paths.map((p) => `\`${p}\``).join(', ')}, on the demo data in a
throwaway PostgreSQL database, with Redis-backed limits; ${WARMUP_SECONDS} s warm-up then ${SECONDS} s per row. The
one-replica rows stop \`api-2\`; nginx keeps probing it (one refused connection per 5 s, retried on \`api-1\`).
A 15 s load at 32 connections warms both replicas and PostgreSQL first.

On two cores shared by eight people a second Node process adds no CPU: both replicas, nginx, PostgreSQL and the
load generator compete for the same two cores, so two replicas are not expected to be faster here. What this
shows is that the gateway spreads the load and no request fails; throughput gains need replicas on their own
cores or machines.

${table}
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
