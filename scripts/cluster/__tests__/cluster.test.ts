// `npm run test:cluster`: the local production topology end to end — nginx in front of two api replicas on
// PostgreSQL and Redis, remotes served by release. Needs a build (`npm run build`); skips without nginx,
// PostgreSQL or Redis unless CI=true, where a missing one is a failure.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { APPS, REMOTES, distDir } from '../../apps';
import { freePort } from '../../lib/freePort';
import type { RunningCluster } from '../cluster';
import { startCluster } from '../cluster';
import { ensureDatabase } from '../database';
import { nginxBinary } from '../nginxConf';
import { currentVersion, publish, rollback } from '../releases';
import type { ClusterPorts } from '../topology';
import { API_REPLICAS } from '../topology';

/** Whether something accepts TCP connections on 127.0.0.1:port (synchronously: the skip is decided at load). */
function reachable(port: number): boolean {
  const probe = `require('net').connect(${port}, '127.0.0.1').on('connect', () => process.exit(0)).on('error', () => process.exit(1))`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 3000 }).status === 0;
}

const missing = [
  nginxBinary() ? null : 'nginx',
  reachable(5432) ? null : 'PostgreSQL on 127.0.0.1:5432',
  reachable(6379) ? null : 'Redis on 127.0.0.1:6379',
  APPS.every((app) => fs.existsSync(distDir(app))) ? null : 'a build (npm run build)',
].filter(Boolean);
if (missing.length > 0 && process.env.CI === 'true')
  throw new Error(`cluster tests need ${missing.join(', ')}`);

const LOGIN_LIMIT = 6;
const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/prohive_cluster_test';

describe('the local cluster', { skip: missing.length > 0 ? `missing ${missing.join(', ')}` : false }, () => {
  let cluster: RunningCluster;
  let releasesDir: string;

  before(async () => {
    releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prohive-releases-'));
    const ports: ClusterPorts = {
      gateway: await freePort(),
      api: { 'api-1': await freePort(), 'api-2': await freePort() },
      apps: Object.fromEntries(await Promise.all(APPS.map(async (app) => [app.id, await freePort()]))),
    } as ClusterPorts;
    await ensureDatabase(DATABASE_URL, { fresh: true });
    cluster = await startCluster({
      ports,
      databaseUrl: DATABASE_URL,
      redisUrl: 'redis://127.0.0.1:6379/0',
      redisKeyPrefix: `prohive-cluster-test-${process.pid}:`,
      releasesDir,
      stdio: 'ignore',
      // Small enough to reach in a test; failures get their own, larger limit so only the per-IP one trips.
      env: { LOGIN_LIMIT_PER_IP: `${LOGIN_LIMIT}/60`, LOGIN_FAILURE_LIMIT_PER_IP: '100/60' },
    });
  });

  after(async () => {
    await cluster?.stop();
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

  it('holds a rate limit across both replicas (shared counters in Redis)', async () => {
    const statuses: number[] = [];
    const servedBy = new Set<string>();
    for (let attempt = 0; attempt <= LOGIN_LIMIT; attempt += 1) {
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
      statuses.slice(0, LOGIN_LIMIT).every((status) => status !== 429),
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

  it('loses no GET when a replica dies mid-load', async () => {
    let failures = 0;
    let done = 0;
    const worker = async () => {
      while (done < 300) {
        done += 1;
        const response = await fetch(`${cluster.url}/api/health`).catch(() => null);
        if (!response || response.status !== 200) failures += 1;
        await response?.arrayBuffer();
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, worker));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const victim = cluster.replicas.get('api-1')!.process;
    process.kill(-victim.pid!, 'SIGKILL');
    await load;
    assert.equal(failures, 0);
    const survivor = await fetch(`${cluster.url}/api/health`);
    assert.equal(survivor.headers.get('x-served-by'), 'api-2');
  });
});
