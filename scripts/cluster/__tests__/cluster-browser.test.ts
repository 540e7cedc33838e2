// The cluster as a visitor's browser sees it (part of `npm run test:cluster`): Debian's Chromium through the
// gateway while a remote is deployed with the real one-line command, rolled back, and replaced by a build the
// shell must refuse. Also follows a gateway-minted request id into the api's log and the shell's remote-load
// reports into the admin api. Needs a build; skips like cluster.test.ts without nginx, PostgreSQL or Redis
// unless CI=true.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import type { Browser, BrowserContext, Page, Response } from '@playwright/test';
import { APPS, REPO_ROOT, distDir, findApp } from '../../apps';
import { launchOptions, stubThirdParties } from '../../lib/browser';
import { freePort } from '../../lib/freePort';
import type { RunningCluster } from '../cluster';
import { startCluster } from '../cluster';
import { ensureDatabase } from '../database';
import { nginxBinary } from '../nginxConf';
import { currentVersion } from '../releases';
import type { ClusterPorts } from '../topology';
import { API_REPLICAS } from '../topology';

function reachable(port: number): boolean {
  const probe = `require('net').connect(${port}, '127.0.0.1').on('connect', () => process.exit(0)).on('error', () => process.exit(1))`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 3000 }).status === 0;
}

const missing = [
  nginxBinary() ? null : 'nginx',
  fs.existsSync(launchOptions.executablePath!) ? null : `Chromium at ${launchOptions.executablePath}`,
  reachable(5432) ? null : 'PostgreSQL on 127.0.0.1:5432',
  reachable(6379) ? null : 'Redis on 127.0.0.1:6379',
  APPS.every((app) => fs.existsSync(distDir(app))) ? null : 'a build (npm run build)',
].filter(Boolean);
if (missing.length > 0 && process.env.CI === 'true')
  throw new Error(`cluster browser tests need ${missing.join(', ')}`);

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/prohive_cluster_browser_test';
const OLD_HEADING = 'Tips and guides for your home';
const NEW_HEADING = 'Tips and guides for your home, freshly deployed';
/** A content hash as scripts/webpack names chunks: `<name>.<10 hex digits>.js`. */
const HASHED_JS = /\.([0-9a-f]{10})\.js$/;

/** Writes `file` and, where the build precompressed it, its .gz and .br siblings from the new bytes. */
function writeWithCompressed(file: string, bytes: Buffer, compressed: { gz: boolean; br: boolean }): void {
  fs.writeFileSync(file, bytes);
  if (compressed.gz) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
  if (compressed.br) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(bytes));
}

function textFilesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|json|html|css|map|txt)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The next release of a remote as its pipeline would produce it, without a second webpack run: a copy of the
 * build in which every chunk holding `from` (the browser's and the server container's) says `to` and is renamed
 * under the hash of its new content, with its source map; every file naming an old chunk (remoteEntry.js, the
 * manifests, the maps) is updated to the new name and the precompressed copies are redone. What a real rebuild
 * changes for one edited text, in about a second.
 */
function buildWithChangedText(buildDir: string, from: string, to: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'prohive-next-release-'));
  fs.cpSync(buildDir, copy, { recursive: true });
  const renames = new Map<string, string>();
  for (const oldFile of textFilesUnder(copy)) {
    // A source map moved along with its chunk earlier in this loop.
    if (!fs.existsSync(oldFile)) continue;
    const name = path.basename(oldFile);
    const text = fs.readFileSync(oldFile, 'utf8');
    if (!HASHED_JS.test(name) || !text.includes(from)) continue;
    const oldHash = HASHED_JS.exec(name)![1]!;
    const changed = text.replace(from, to);
    const newHash = crypto.createHash('sha256').update(changed).digest('hex').slice(0, 10);
    const newFile = path.join(path.dirname(oldFile), name.replace(oldHash, newHash));
    const compressed = { gz: fs.existsSync(`${oldFile}.gz`), br: fs.existsSync(`${oldFile}.br`) };
    for (const file of [oldFile, `${oldFile}.gz`, `${oldFile}.br`]) fs.rmSync(file, { force: true });
    writeWithCompressed(newFile, Buffer.from(changed), compressed);
    if (fs.existsSync(`${oldFile}.map`)) fs.renameSync(`${oldFile}.map`, `${newFile}.map`);
    renames.set(oldHash, newHash);
  }
  if (renames.size === 0) throw new Error(`no content-hashed chunk of ${buildDir} contains "${from}"`);
  for (const file of textFilesUnder(copy)) {
    const text = fs.readFileSync(file, 'utf8');
    let next = text;
    for (const [oldHash, newHash] of renames) next = next.replaceAll(oldHash, newHash);
    if (next === text) continue;
    writeWithCompressed(file, Buffer.from(next), {
      gz: fs.existsSync(`${file}.gz`),
      br: fs.existsSync(`${file}.br`),
    });
  }
  return copy;
}

/** A copy of a remote's build that declares another shared-contract version in its build-info.json. */
function buildWithOtherContract(buildDir: string): { dir: string; declared: number } {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'prohive-incompatible-release-'));
  fs.cpSync(buildDir, copy, { recursive: true });
  const file = path.join(copy, 'build-info.json');
  const info = JSON.parse(fs.readFileSync(file, 'utf8')) as { contractVersion: number };
  info.contractVersion += 1;
  writeWithCompressed(file, Buffer.from(`${JSON.stringify(info, null, 2)}\n`), {
    gz: fs.existsSync(`${file}.gz`),
    br: fs.existsSync(`${file}.br`),
  });
  return { dir: copy, declared: info.contractVersion };
}

/** `npm run deploy:remote -- <args>` against this test's releases, exactly as an operator types it. */
function deploy(releasesDir: string, ...args: string[]): string {
  const result = spawnSync('npm', ['run', '--silent', 'deploy:remote', '--', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, CLUSTER_RELEASES_DIR: releasesDir },
    encoding: 'utf8',
    timeout: 60_000,
  });
  assert.equal(result.status, 0, `deploy:remote ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** Every answer from a remote's release folders, and every request for one that failed outright. */
function watchRemoteFiles(page: Page, remote: string) {
  const prefix = `/remotes/${remote}/`;
  const answers: Array<{ url: string; status: number }> = [];
  const failures: string[] = [];
  page.on('response', (response: Response) => {
    if (new URL(response.url()).pathname.startsWith(prefix))
      answers.push({ url: response.url(), status: response.status() });
  });
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).pathname.startsWith(prefix)) failures.push(request.url());
  });
  return { answers, failures };
}

/** Client-side navigation, as a link click does it: the document (and its loaded remotes) stays. */
async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

const heading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

describe(
  'the cluster in a browser',
  { skip: missing.length > 0 ? `missing ${missing.join(', ')}` : false },
  () => {
    let cluster: RunningCluster;
    let releasesDir: string;
    let apiLog: string;
    let browser: Browser;
    let context: BrowserContext;
    const temporary: string[] = [];

    before(async () => {
      releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prohive-browser-releases-'));
      const logs = fs.mkdtempSync(path.join(os.tmpdir(), 'prohive-browser-logs-'));
      temporary.push(logs);
      apiLog = path.join(logs, 'api.log');
      const ports = {
        gateway: await freePort(),
        api: { 'api-1': await freePort(), 'api-2': await freePort() },
        apps: Object.fromEntries(await Promise.all(APPS.map(async (app) => [app.id, await freePort()]))),
      } as ClusterPorts;
      await ensureDatabase(DATABASE_URL, { fresh: true });
      // Launched first, so `after` closes it even when the cluster fails to start.
      browser = await chromium.launch(launchOptions);
      cluster = await startCluster({
        ports,
        databaseUrl: DATABASE_URL,
        redisUrl: 'redis://127.0.0.1:6379/0',
        redisKeyPrefix: `prohive-cluster-browser-${process.pid}:`,
        releasesDir,
        stdio: 'ignore',
        apiLogFile: apiLog,
        // Request lines (with their ids) are logged at info.
        env: { LOG_LEVEL: 'info' },
      });
      context = await browser.newContext({ baseURL: cluster.url });
      await stubThirdParties(context);
    });

    after(async () => {
      await browser?.close();
      await cluster?.stop();
      for (const dir of [...temporary, releasesDir])
        if (dir) fs.rmSync(dir, { recursive: true, force: true });
    });

    it('an open tab keeps its release through a deploy, a reload gets the new one, a rollback the old', async () => {
      const blog = findApp('blog');
      const oldVersion = currentVersion(releasesDir, blog.id)!;
      const page = await context.newPage();
      const files = watchRemoteFiles(page, 'blog');
      try {
        await page.goto('/blog');
        await heading(page, OLD_HEADING).waitFor();
        assert.ok(
          files.answers.some((answer) => answer.url.includes(`/remotes/blog/${oldVersion}/remoteEntry.js`)),
          'the tab loaded the blog from its first release',
        );

        const nextBuild = buildWithChangedText(distDir(blog), OLD_HEADING, NEW_HEADING);
        temporary.push(nextBuild);
        deploy(releasesDir, 'blog', '--from', nextBuild);
        const newVersion = currentVersion(releasesDir, blog.id)!;
        assert.notEqual(newVersion, oldVersion);

        // The open tab still runs the old release: a page of the blog it has not shown yet (a lazy chunk it has
        // not fetched) comes from the old release folder and renders.
        const seenBefore = files.answers.length;
        const article = page.getByRole('main').locator('article h2 a, article h3 a').first();
        const title = (await article.textContent())!.trim();
        await article.click();
        await heading(page, title).waitFor();
        const afterDeploy = files.answers.slice(seenBefore);
        assert.ok(
          afterDeploy.some((answer) => /\.[0-9a-f]{10}\.js$/.test(answer.url)),
          `the article page fetched a lazy chunk: ${JSON.stringify(afterDeploy)}`,
        );
        assert.deepEqual(
          afterDeploy.filter(
            (answer) => answer.status !== 200 || !answer.url.includes(`/remotes/blog/${oldVersion}/`),
          ),
          [],
          'every blog file the open tab fetched after the deploy came from its own release, all 200',
        );
        await page.goBack();
        await heading(page, OLD_HEADING).waitFor();
        assert.equal(await page.getByTestId('remote-fallback').count(), 0);

        await page.reload();
        await heading(page, NEW_HEADING).waitFor();
        assert.ok(
          files.answers.some((answer) => answer.url.includes(`/remotes/blog/${newVersion}/remoteEntry.js`)),
        );

        deploy(releasesDir, 'blog', '--rollback');
        assert.equal(currentVersion(releasesDir, blog.id), oldVersion);
        await page.reload();
        await heading(page, OLD_HEADING).waitFor();
        assert.deepEqual(files.failures, []);
        assert.deepEqual(
          files.answers.filter((answer) => answer.status >= 400),
          [],
        );
      } finally {
        await page.close();
        // Half-way failures must not leave the next test on the changed release.
        if (currentVersion(releasesDir, blog.id) !== oldVersion) deploy(releasesDir, 'blog', '--rollback');
      }
    });

    it('a remote built against another contract gets the fallback panel with its reason; the rest works', async () => {
      const tools = findApp('free_tools');
      const incompatible = buildWithOtherContract(distDir(tools));
      temporary.push(incompatible.dir);
      deploy(releasesDir, 'free_tools', '--from', incompatible.dir);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      try {
        await page.goto('/free-tools');
        const fallback = page.getByTestId('remote-fallback');
        await fallback.waitFor();
        assert.equal(await fallback.getAttribute('data-remote'), 'free_tools');
        assert.equal(await fallback.getAttribute('data-failure'), 'invalid');
        assert.ok(
          errors.some((text) =>
            text.includes(
              `was built against contract version ${incompatible.declared}; this site needs version`,
            ),
          ),
          `the console says why: ${JSON.stringify(errors)}`,
        );
        assert.deepEqual(
          errors.filter((text) => text.startsWith('uncaught')),
          [],
        );
        await page.getByTestId('desktop-header').waitFor();
        await page.getByTestId('site-footer').waitFor();

        // Another area, in the same document (what a link click does), renders normally.
        await navigateInApp(page, '/blog');
        await heading(page, OLD_HEADING).waitFor();
        assert.equal(await fallback.count(), 0);

        // Rolled back, the next visit loads the tools again.
        deploy(releasesDir, 'free_tools', '--rollback');
        await page.goto('/free-tools');
        await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
        assert.equal(await fallback.count(), 0);
      } finally {
        await page.close();
      }
    });

    it("the shell's remote-load reports reach the admin api across replicas and its status page", async () => {
      const login = await fetch(`${cluster.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@prohive.test', password: 'prohive-demo-1' }),
      });
      assert.equal(login.status, 200, await login.clone().text());
      const { access_token: token } = (await login.json()) as { access_token: string };
      // Reports are sent without waiting (keepalive); the ones from the tests above may still be landing.
      let status: Array<{ remote: string; loads: Array<{ outcome: string }> }> = [];
      const servedBy = new Set<string>();
      const outcomes = (remote: string) =>
        status.find((entry) => entry.remote === remote)?.loads.map((load) => load.outcome) ?? [];
      // The token one replica issued is good on both (the gateway alternates); the reports, sent to either,
      // are listed by both (Redis).
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const response = await fetch(`${cluster.url}/api/admin/remote-loads`, {
          headers: { authorization: `Bearer ${token}` },
        });
        assert.equal(response.status, 200, `served by ${response.headers.get('x-served-by')}`);
        servedBy.add(response.headers.get('x-served-by') ?? '');
        status = ((await response.json()) as { data: typeof status }).data;
        const complete = outcomes('blog').includes('ok') && outcomes('free_tools').includes('failed');
        if (complete && servedBy.size === API_REPLICAS.length) break;
        if (!complete) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      assert.ok(outcomes('blog').includes('ok'), JSON.stringify(status));
      assert.ok(outcomes('free_tools').includes('failed'), JSON.stringify(status));
      assert.deepEqual([...servedBy].sort(), [...API_REPLICAS].sort());

      // The admin's Remotes status page shows them, read from the api in the built site.
      const page = await context.newPage();
      try {
        await page.goto('/auth');
        const form = page.getByRole('form', { name: 'Sign in' });
        await form.getByLabel('Email').fill('admin@prohive.test');
        await form.getByLabel('Password').fill('prohive-demo-1');
        await form.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
        await page.goto('/admin/remotes');
        const tools = page.getByTestId('reported-free_tools');
        await tools.waitFor();
        assert.match((await tools.textContent()) ?? '', /\d+ of \d+ loads failed/);
        assert.match((await page.getByTestId('reported-blog').textContent()) ?? '', /Load time p50\d+ ms/);
      } finally {
        await page.close();
      }
    });

    it('a request id the gateway mints is the one in its access log and in the api log', async () => {
      const response = await fetch(`${cluster.url}/api/health`);
      assert.equal(response.status, 200);
      const id = response.headers.get('x-request-id');
      // nginx's $request_id: 32 hex digits, minted because the client sent none.
      assert.match(id ?? '', /^[0-9a-f]{32}$/);
      const servedBy = response.headers.get('x-served-by');
      let lines: Array<{ reqId?: string; msg?: string }> = [];
      for (let attempt = 0; attempt < 20; attempt += 1) {
        lines = fs
          .readFileSync(apiLog, 'utf8')
          .split('\n')
          .filter((line) => line.includes(id!))
          .map((line) => JSON.parse(line) as (typeof lines)[number]);
        if (lines.some((line) => line.msg === 'request completed')) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.ok(
        lines.some((line) => line.reqId === id && line.msg === 'incoming request'),
        `logged on arrival under the gateway's id (served by ${servedBy})`,
      );
      assert.ok(lines.some((line) => line.reqId === id && line.msg === 'request completed'));
      // …and the gateway's own access-log line for it carries the same id.
      const gatewayLines = fs
        .readFileSync(cluster.gatewayAccessLog, 'utf8')
        .split('\n')
        .filter((line) => line.endsWith(`request_id=${id}`));
      assert.equal(gatewayLines.length, 1, fs.readFileSync(cluster.gatewayAccessLog, 'utf8').slice(-2000));
      assert.match(gatewayLines[0]!, /"GET \/api\/health HTTP\/1\.1" 200 /);
    });
  },
);
