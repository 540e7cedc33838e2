// How every script and test here drives a browser: Debian's Chromium (never a downloaded one), headless, with
// the flags a container needs, and third-party hosts answered locally so nothing leaves the machine.
import type { BrowserContext, LaunchOptions, Route } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const launchOptions: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
  headless: true,
};

/** Stand-in answers for the third-party services the site calls from the browser (RuntimeConfig defaults). */
export const STUB_LOCATION = { postal: '10001', latitude: 40.7506, longitude: -73.9972 };

const TRANSPARENT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function isLocal(url: URL): boolean {
  return url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
}

async function answerThirdParty(route: Route): Promise<void> {
  const url = new URL(route.request().url());
  if (isLocal(url) || url.protocol === 'data:' || url.protocol === 'blob:') {
    await route.fallback();
    return;
  }
  if (url.hostname.endsWith('ipapi.co')) {
    await route.fulfill({ json: STUB_LOCATION });
  } else if (url.hostname.startsWith('nominatim.')) {
    await route.fulfill({ json: { address: { postcode: STUB_LOCATION.postal } } });
  } else if (url.hostname.includes('tile.')) {
    await route.fulfill({ body: TRANSPARENT_PNG, contentType: 'image/png' });
  } else {
    // Anything else (fonts, analytics, Google, Stripe) is unreachable here, as it would be offline.
    await route.abort('internetdisconnected');
  }
}

/** Routes every non-local request of the context to a local stub (or a network error). */
export async function stubThirdParties(context: BrowserContext): Promise<void> {
  await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/]).*/, answerThirdParty);
  await context.grantPermissions([]);
}
