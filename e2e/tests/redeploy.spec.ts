import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { REPO_ROOT, distDir, findApp } from '../../scripts/apps';
import { createAppConfigs } from '../../scripts/webpack/createAppConfig';
import { defineRemote } from '../../scripts/webpack/federation';
import { startApp, stopApp } from '../support/siteState';
import { expect, navigateInApp, test } from '../support/fixtures';

/** sha256 of every file in a folder (and its server build): the shell must be untouched by a remote's redeploy. */
function folderFingerprint(dir: string): string {
  const hash = crypto.createHash('sha256');
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hash.update(path.relative(dir, file)).update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

const MARKER_PATH = '/blog/redeploy-marker';

/**
 * A copy of the blog remote with one new screen at MARKER_PATH showing `marker`, built into its own folder the
 * way the blog team's pipeline would build a release. (A new route rather than edited copy, so the test does
 * not depend on what the blog's pages say.)
 */
async function buildChangedBlog(marker: string): Promise<string> {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'prohive-blog-redeploy-'));
  const source = path.join(REPO_ROOT, 'mfe-blog');
  fs.cpSync(path.join(source, 'src'), path.join(copy, 'src'), { recursive: true });
  fs.copyFileSync(path.join(source, 'package.json'), path.join(copy, 'package.json'));
  fs.appendFileSync(
    path.join(copy, 'src', 'routes.tsx'),
    `\nroutes.unshift({ path: ${JSON.stringify(MARKER_PATH)}, Component: function RedeployMarker() {` +
      ` return <p data-testid="redeploy-marker">{${JSON.stringify(marker)}}</p>; } });\n`,
  );

  // Both builds, as the blog's pipeline publishes them: the browser's and the server container beside it.
  const config = createAppConfigs(
    { appDir: copy, kind: 'remote', federation: defineRemote('blog', copy), devPort: 0 },
    {},
    { mode: 'production' },
  );
  const stats = await new Promise<webpack.MultiStats>((resolve, reject) =>
    webpack(config).run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
  return path.join(copy, 'dist');
}

test.afterEach(async () => {
  // Put the original blog build back for the other tests.
  await stopApp('blog');
  await startApp('blog');
});

test('a remote rebuilt and redeployed alone is picked up on reload, with no shell rebuild', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const marker = `Redeployed ${Date.now()}`;
  const shellBefore = folderFingerprint(distDir(findApp('shell')));

  // Today's blog has no such screen (whatever it shows for that path, it is not the marker).
  await page.goto('/blog');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await navigateInApp(page, MARKER_PATH);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByTestId('redeploy-marker')).toHaveCount(0);
  await navigateInApp(page, '/blog');

  const redeployed = await buildChangedBlog(marker);
  await stopApp('blog');
  await startApp('blog', redeployed);

  // The shell's server renders the new version without a restart: a request that finds the new manifest loads
  // the new container (one that overruns the 1 s bound leaves the area to the browser and the next one has it).
  await expect
    .poll(async () => (await page.request.get(MARKER_PATH)).text(), { timeout: 20_000 })
    .toContain(`data-testid="redeploy-marker">${marker}</p>`);

  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await navigateInApp(page, MARKER_PATH);
  await expect(page.getByTestId('redeploy-marker')).toHaveText(marker);
  expect(folderFingerprint(distDir(findApp('shell')))).toBe(shellBefore);
  fs.rmSync(path.dirname(redeployed), { recursive: true, force: true });
});
