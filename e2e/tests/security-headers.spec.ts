// The site's security headers (issue 17): the shell's pages and the remotes' files carry them, the policy lets
// the site itself work (no violation on the main pages), and another origin cannot frame a page of the site
// to trick its owner into clicking Accept on /job/{id}.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIResponse, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { publicJobId } from '../support/publicRoutes';

/** `script-src 'self' x` → Map { 'script-src' → ["'self'", 'x'] } */
function directivesOf(response: APIResponse): Map<string, string[]> {
  const policy = response.headers()['content-security-policy'];
  expect(policy, `${response.url()} sends a Content-Security-Policy`).toBeTruthy();
  return new Map(
    policy!.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

async function remoteManifestUrls(page: Page): Promise<string[]> {
  const response = await page.request.get('/remotes.json');
  return Object.values((await response.json()) as Record<string, string>);
}

test.describe('security headers', () => {
  test("the shell's pages forbid framing by others and scripts from anywhere but the site, its remotes and its own inline script", async ({
    page,
  }) => {
    const remoteOrigins = (await remoteManifestUrls(page)).map((url) => new URL(url).origin);
    for (const path of ['/', '/blog', `/job/${await publicJobId(page.request)}`, '/auth']) {
      const response = await page.request.get(path, { headers: { accept: 'text/html' } });
      expect(response.status()).toBe(200);
      const policy = directivesOf(response);
      // Inline, only the page's own code scripts (the theme's pre-paint script), each allowed by its hash.
      const inline = [...(await response.text()).matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes = '']) => !/\ssrc=|\stype="application\/(ld\+)?json"/.test(attributes))
        .map(([, , code = '']) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
      expect(inline, `${path}: the theme script`).toHaveLength(1);
      expect(policy.get('frame-ancestors'), path).toEqual(["'self'"]);
      expect(policy.get('object-src'), path).toEqual(["'none'"]);
      expect(policy.get('base-uri'), path).toEqual(["'self'"]);
      expect([...policy.get('script-src')!].sort(), path).toEqual(
        ["'self'", ...inline, ...remoteOrigins].sort(),
      );
      expect(response.headers()['x-frame-options'], path).toBe('SAMEORIGIN');
      expect(response.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(response.headers()['permissions-policy'], path).toMatch(
        /geolocation=\(self\).*camera=\(\).*microphone=\(\)/,
      );
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    }
  });

  test("a remote's files load cross-origin and are inert as a page", async ({ page }) => {
    for (const manifestUrl of await remoteManifestUrls(page)) {
      const entryUrl = new URL('remoteEntry.js', manifestUrl).toString();
      for (const url of [manifestUrl, entryUrl]) {
        const response = await page.request.get(url);
        expect(response.status(), url).toBe(200);
        expect(response.headers()['access-control-allow-origin'], url).toBe('*');
        expect(response.headers()['cross-origin-resource-policy'], url).toBe('cross-origin');
        const policy = directivesOf(response);
        expect(policy.get('default-src'), url).toEqual(["'none'"]);
        expect(policy.get('frame-ancestors'), url).toEqual(["'self'"]);
        expect(response.headers()['x-frame-options'], url).toBe('SAMEORIGIN');
      }
    }
  });

  test("the api's own pages cannot be framed either", async ({ page }) => {
    // The OpenAPI UI, wherever /api/docs leads.
    const docs = await page.request.get('/api/docs', { headers: { accept: 'text/html' } });
    expect(docs.status()).toBe(200);
    expect(docs.headers()['content-type']).toMatch(/^text\/html/);
    expect(directivesOf(docs).get('frame-ancestors')).toEqual(["'self'"]);
    expect(docs.headers()['x-frame-options']).toBe('SAMEORIGIN');

    // The TEST MODE checkout's pages all go through one sender; its not-found page is one of them.
    const checkout = await page.request.get('/api/test-checkout/not-a-session', {
      headers: { accept: 'text/html' },
    });
    expect(checkout.status()).toBe(404);
    expect(checkout.headers()['content-type']).toMatch(/^text\/html/);
    expect(directivesOf(checkout).get('frame-ancestors')).toEqual(["'none'"]);
  });

  test('the policy lets the site run: no violations on its main pages', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `Refused to load ${event.blockedURI} (Content Security Policy ${event.violatedDirective})`,
        );
      });
    });
    const jobId = await publicJobId(page.request);
    for (const path of ['/', '/jobs', `/job/${jobId}`, '/blog', '/auth', '/free-tools', '/professionals']) {
      await page.goto(path);
      await expect(page.locator('main').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });
});

test.describe('framing', () => {
  let framer: http.Server;
  let framerOrigin: string;
  let target = '';

  test.beforeAll(async () => {
    // A page on another local origin that frames whatever `target` names.
    framer = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><title>framer</title><iframe name="victim" src="${target}"></iframe>`);
    });
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
    framerOrigin = `http://127.0.0.1:${(framer.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => framer.close(resolve));
  });

  test('another origin cannot frame /job/{id}', async ({ page, baseURL }) => {
    target = `${baseURL}/job/${await publicJobId(page.request)}`;
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors|X-Frame-Options/.test(message.text())) refusals.push(message.text());
    });
    await page.goto(framerOrigin);
    const frame = page.frame({ name: 'victim' });
    expect(frame).not.toBeNull();
    // The browser shows its own error page in the frame, never the site.
    await expect.poll(() => frame!.url()).toMatch(/^chrome-error:/);
    await expect(frame!.locator('#root')).toHaveCount(0);
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
  });

  test('the site itself may still frame its pages', async ({ page }) => {
    const path = `/job/${await publicJobId(page.request)}`;
    await page.goto('/');
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.name = 'own';
      frame.src = src;
      document.body.append(frame);
    }, path);
    await expect.poll(() => page.frame({ name: 'own' })?.url()).toMatch(new RegExp(`${path}$`));
    await expect(page.frame({ name: 'own' })!.locator('main').first()).toBeVisible();
  });
});
