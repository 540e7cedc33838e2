// Server rendering (issue 16): public pages arrive as HTML with their content, hydrate without warnings, and
// degrade to browser rendering, never to an error, when a remote's server container is missing.
import type { APIRequestContext, Route } from '@playwright/test';
import { darkPalette } from '../../shared/src/theme/tokens';
import { SESSION_COOKIE_NAMES } from '../../shared/src/session/storage';
import { DATA_PUBLIC_PAGES, FIXED_PUBLIC_PATHS, publicJobId } from '../support/publicRoutes';
import { startApp, stopApp } from '../support/siteState';
import { expect, test } from '../support/fixtures';

/** The public pages the issue names, with their query where it has one. */
const FIXED_PAGES = [
  '/',
  '/how-it-works',
  '/for-providers',
  '/services/plumbing',
  '/jobs',
  '/jobs?q=plumbing&zip=78701&radius=50',
  '/professionals?search=plumbing&zip=78701',
  '/blog',
  '/search?q=plumbing',
  '/free-tools',
  '/free-tools/pricing-calculator',
];

/** Public pages of the account area: their screens are the browser's (the layout is still server-rendered). */
const ACCOUNT_PAGES = new Set(['/auth', '/provider-signup']);

async function firstBlogPost(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/blog')).text();
  const match = /href="(\/blog\/[a-z0-9-]+)"/.exec(html);
  if (!match) throw new Error('the server-rendered /blog links no article');
  return match[1]!;
}

async function firstProviderProfile(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/professionals?search=plumbing&zip=78701')).text();
  const match = /href="(\/professionals\/\d+)"/.exec(html);
  if (!match) throw new Error('the server-rendered search links no provider profile');
  return match[1]!;
}

async function allPages(request: APIRequestContext): Promise<string[]> {
  return [
    ...FIXED_PAGES,
    `/job/${await publicJobId(request)}`,
    await firstBlogPost(request),
    await firstProviderProfile(request),
  ];
}

/** Every public page the site lists (the sitemap's list and one page of each data-driven kind), and the above. */
async function everyPublicPage(request: APIRequestContext): Promise<string[]> {
  const data = await Promise.all(DATA_PUBLIC_PAGES.map((kind) => kind.resolve(request)));
  const pages = new Set([...(await allPages(request)), ...FIXED_PUBLIC_PATHS, ...data]);
  return [...pages].filter((path) => !ACCOUNT_PAGES.has(path));
}

/** The text of the first level-1 heading in `html`, tags stripped. */
function firstH1(html: string): string {
  const match = /<h1[\s>][\s\S]*?<\/h1>/.exec(html);
  return (match?.[0] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/** `#0f1418` → `rgb(15, 20, 24)`, as getComputedStyle reports a colour. */
function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The markup inside <main>, as the server sent it. */
function mainOf(html: string): string {
  const match = /<main[\s>][\s\S]*<\/main>/.exec(html);
  return match?.[0] ?? '';
}

test.afterEach(async ({ site }) => {
  const response = await fetch(`http://127.0.0.1:${site.ports.blog}/mf-manifest.json`).catch(() => null);
  if (!response?.ok) await startApp('blog');
});

test('every public page arrives with its heading and content in the HTML, before any script runs', async ({
  request,
}) => {
  for (const path of await everyPublicPage(request)) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const main = mainOf(html);
    expect(main, `${path}: <main> in the server HTML`).not.toBe('');
    expect(main, `${path}: a level-1 heading`).toMatch(/<h1[\s>][\s\S]*?\S[\s\S]*?<\/h1>/);
    // Rendered, not left to the browser: no boundary was handed over with an error digest.
    expect(html, `${path}: rendered entirely on the server`).not.toContain('data-dgst=');
    expect(html, `${path}: styles in the head`).toMatch(
      /<style data-styled="true"[^>]*>[^<]+<\/style>[\s\S]*<\/head>/,
    );
    expect(html, `${path}: a title`).toMatch(/<title>[^<]+<\/title>/);
  }
});

test('the homepage carries its meta, canonical and JSON-LD in the server HTML', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<meta name="description" content="[^"]+"/);
  expect(head).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/"/);
  expect(head).toContain('<script type="application/ld+json"');
  // One description: the page's replaces the template's default.
  expect(head.match(/<meta name="description"/g)).toHaveLength(1);
});

test("the heading in the server HTML is the page's own, for the pages whose heading the query or data decides", async ({
  request,
}) => {
  const searched = await (await request.get('/search?q=plumbing')).text();
  expect(firstH1(mainOf(searched))).toContain('plumbing');
  const tool = await (await request.get('/free-tools/pricing-calculator')).text();
  expect(firstH1(mainOf(tool))).toMatch(/pricing/i);
  // The tool's first view: its fields are in the HTML, not only its heading.
  expect(mainOf(tool)).toMatch(/<input[^>]*>/);
  const jobId = await publicJobId(request);
  const { data: job } = (await (await request.get(`/api/jobs/${jobId}`)).json()) as {
    data: { title: string };
  };
  const jobHtml = await (await request.get(`/job/${jobId}`)).text();
  expect(firstH1(mainOf(jobHtml))).toBe(job.title);
  const profile = await firstProviderProfile(request);
  expect(firstH1(mainOf(await (await request.get(profile)).text()))).not.toBe('');
});

test('public pages hydrate without warnings and make no second request for the data the server used', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const path of await allPages(request)) {
    const apiCalls: string[] = [];
    const onRequest = (req: { url(): string }) => {
      if (new URL(req.url()).pathname.startsWith('/api/')) apiCalls.push(req.url());
    };
    page.on('request', onRequest);
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // Hydrated: React has attached (the shell marks the root once its first commit ran).
    await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(1);
    page.off('request', onRequest);
    expect(
      apiCalls.filter((url) => /\/api\/(jobs|providers|wp-json\/wp\/v2\/posts)\b/.test(url)),
      `${path}: the list the server rendered is not fetched again`,
    ).toEqual([]);
  }
  // The hydration guard of the page fixture checks React's warnings; nothing else may be logged either.
  expect(errors).toEqual([]);
});

test("a dark-theme visitor's page is dark before any of the site's scripts run, and stays dark after hydrating", async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  // Hold back every script file: what is drawn meanwhile is the server's HTML and styles plus the head's inline
  // theme script, i.e. the first paint.
  const held: Route[] = [];
  let release = false;
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      if (release) await route.continue();
      else held.push(route);
    },
  );
  const dark = hexToRgb(darkPalette.colors.background);
  // Not page.goto, which waits for hydration: nothing hydrates while the scripts are held.
  await page.evaluate((url) => window.location.assign(url), `${baseURL}/faq`);
  await page.waitForSelector('main h1');
  expect(await page.evaluate(() => document.getElementById('root')?.dataset.hydrated)).toBeUndefined();
  expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(dark);

  release = true;
  for (const route of held.splice(0)) await route.continue();
  await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByTestId('theme-toggle').first()).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(dark);
});

test('a remote whose server is down still gives a working page: layout from the server, its area in the browser', async ({
  page,
  request,
}) => {
  await stopApp('blog');
  const response = await request.get('/blog');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('data-testid="desktop-header"');

  await page.goto('/blog');
  // The browser cannot load it either: the usual fallback panel, with Retry.
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  await startApp('blog');
  await page.getByTestId('remote-retry').click();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

test('the server render is anonymous: two visitors with different sessions at once get the same public HTML', async ({
  site,
}) => {
  const sessionCookie = (name: string) => {
    const user = encodeURIComponent(JSON.stringify({ id: 1, name, email: `${name}@example.com` }));
    return [
      `${SESSION_COOKIE_NAMES.auth}=header.payload.signature`,
      `${SESSION_COOKIE_NAMES.type}=Bearer`,
      `${SESSION_COOKIE_NAMES.state}=${user}`,
    ].join('; ');
  };
  const get = (cookie?: string) =>
    fetch(`${site.baseUrl}/jobs`, { headers: cookie ? { cookie } : {} }).then((r) => r.text());
  const [alice, bob, nobody] = await Promise.all([
    get(sessionCookie('AliceInTheSession')),
    get(sessionCookie('BobInTheSession')),
    get(),
  ]);
  for (const html of [alice, bob]) {
    expect(html).not.toContain('AliceInTheSession');
    expect(html).not.toContain('BobInTheSession');
  }
  expect(mainOf(alice)).toBe(mainOf(nobody));
  expect(mainOf(bob)).toBe(mainOf(nobody));
});

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  });

  test('the server draws the phone layout, and hydrating it changes nothing', async ({ page, request }) => {
    for (const path of ['/', '/jobs']) {
      const html = await (
        await request.get(path, {
          headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari' },
        })
      ).text();
      expect(html, path).toContain('data-testid="mobile-header"');
      expect(html, path).not.toContain('data-testid="desktop-header"');
      await page.goto(path);
      await expect(page.getByTestId('mobile-header')).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    }
    // The page fixture fails the test on any hydration warning.
  });
});
