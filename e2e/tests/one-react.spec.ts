import {
  countRenderers,
  installRendererCounter,
  reactChunksByUrl,
  readShareScope,
} from '../support/reactCopies';
import { expect, navigateInApp, test } from '../support/fixtures';

const AREAS = [
  ['/blog', 'blog'],
  ['/jobs', 'jobs'],
  ['/free-tools', 'free_tools'],
  ['/auth', 'account'],
] as const;

test('one React serves the shell and every remote visited', async ({ page, site }) => {
  const reactChunks = reactChunksByUrl(site);
  const downloaded: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const library = reactChunks.get(`${url.port}${url.pathname}`);
    if (library) downloaded.push(library);
  });
  await page.addInitScript(installRendererCounter);

  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  for (const [pathname] of AREAS) {
    await navigateInApp(page, pathname);
    await expect(page).toHaveURL(new RegExp(`${pathname}$`));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  }

  // One react-dom registered as a renderer; one download each of react and react-dom's client.
  expect(await page.evaluate(countRenderers)).toBe(1);
  expect(downloaded.filter((name) => name === 'react-dom/client')).toHaveLength(1);
  expect(downloaded.filter((name) => name === 'react')).toHaveLength(1);

  // The federation share scope agrees: one version of each, provided by the shell, used by every remote.
  const scope = await page.evaluate(readShareScope, ['react', 'react-dom']);
  for (const name of ['react', 'react-dom']) {
    expect(scope[name]).toHaveLength(1);
    expect(scope[name]![0]).toMatchObject({ from: 'shell', loaded: true });
  }
  for (const remote of ['marketing', ...AREAS.map(([, name]) => name)]) {
    expect(scope.react![0]!.useIn).toContain(remote);
  }
});
