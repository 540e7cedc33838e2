import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { findApp } from '../apps';
import { buildAppServer } from '../serve/appServer';
import { RUNTIME_CONFIG_DEFAULTS } from '../serve/runtimeEnv';
import type { PublishedRuntimeConfig } from '../serve/runtimeEnv';
import { createHash } from 'node:crypto';
import { cspSourceOf, inlineScriptHashes, shellContentSecurityPolicy } from '../serve/securityHeaders';

/** `script-src 'self' x` → Map { 'script-src' → ["'self'", 'x'] } */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

const REMOTES = ['http://127.0.0.1:3001/mf-manifest.json', 'https://cdn.example/blog/v7/mf-manifest.json'];
const DEFAULT_CONFIG: PublishedRuntimeConfig = { ...RUNTIME_CONFIG_DEFAULTS };

describe('cspSourceOf', () => {
  it('keeps scheme, host and port of an absolute URL', () => {
    assert.equal(cspSourceOf('https://cdn.example:8443/blog/mf-manifest.json'), 'https://cdn.example:8443');
  });

  it('answers null for paths on the site', () => {
    assert.equal(cspSourceOf('/api'), null);
    assert.equal(cspSourceOf('/api/wp-json'), null);
  });

  it('turns a subdomain placeholder into a wildcard subdomain', () => {
    assert.equal(cspSourceOf('https://{s}.tile.example/{z}/{x}/{y}.png'), 'https://*.tile.example');
  });

  it('refuses what a policy cannot say safely', () => {
    assert.throws(() => cspSourceOf('javascript:alert(1)'), /neither a path/);
    assert.throws(() => cspSourceOf('https://tiles.{s}.example/a.png'), /left-most host label/);
    assert.throws(() => cspSourceOf('https://{s}/a.png'), /left-most host label/);
    assert.throws(() => cspSourceOf('https://user:pw@tiles.example/a.png'), /credentials/);
  });
});

describe('the shell policy', () => {
  it('has the fixed protections', () => {
    const policy = directives(
      shellContentSecurityPolicy({ remoteManifestUrls: REMOTES, config: DEFAULT_CONFIG }),
    );
    assert.deepEqual(policy.get('frame-ancestors'), ["'self'"]);
    assert.deepEqual(policy.get('object-src'), ["'none'"]);
    assert.deepEqual(policy.get('base-uri'), ["'self'"]);
    assert.deepEqual(policy.get('form-action'), ["'self'"]);
    assert.deepEqual(policy.get('frame-src'), ["'self'", 'blob:']);
  });

  it('lets scripts come only from the site and the configured remotes', () => {
    const policy = directives(
      shellContentSecurityPolicy({ remoteManifestUrls: REMOTES, config: DEFAULT_CONFIG }),
    );
    assert.deepEqual(policy.get('script-src'), ["'self'", 'http://127.0.0.1:3001', 'https://cdn.example']);
    // The federation runtime fetches manifests; remote chunks may carry images and fonts.
    for (const name of ['connect-src', 'img-src', 'font-src', 'style-src']) {
      assert.ok(policy.get(name)!.includes('https://cdn.example'), `${name} allows the remote`);
    }
  });

  it('allows inline styles (styled-components) but never inline or eval’d scripts in production', () => {
    const policy = directives(
      shellContentSecurityPolicy({ remoteManifestUrls: REMOTES, config: DEFAULT_CONFIG }),
    );
    assert.ok(policy.get('style-src')!.includes("'unsafe-inline'"));
    assert.ok(!policy.get('script-src')!.some((source) => source.startsWith("'unsafe")));
    const dev = directives(
      shellContentSecurityPolicy({ remoteManifestUrls: REMOTES, config: DEFAULT_CONFIG, development: true }),
    );
    assert.ok(dev.get('script-src')!.includes("'unsafe-eval'"));
    assert.ok(!dev.get('script-src')!.includes("'unsafe-inline'"));
  });

  it('takes third-party origins from the run-time configuration', () => {
    const policy = directives(
      shellContentSecurityPolicy({
        remoteManifestUrls: REMOTES,
        config: {
          apiBaseUrl: 'https://api.prohive.example/api',
          blogApiUrl: 'https://blog.example/wp-json',
          ipLookupUrl: 'https://ip.example/json/',
          reverseGeocodeUrl: 'https://geo.example/reverse',
          mapTileUrl: 'https://{s}.tiles.example/{z}/{x}/{y}.png',
        },
      }),
    );
    assert.deepEqual(policy.get('img-src'), [
      "'self'",
      'data:',
      'blob:',
      'http://127.0.0.1:3001',
      'https://cdn.example',
      'https://*.tiles.example',
      'https://blog.example',
      'https://api.prohive.example',
    ]);
    const connect = policy.get('connect-src')!;
    for (const origin of [
      'https://api.prohive.example',
      'https://blog.example',
      'https://ip.example',
      'https://geo.example',
    ]) {
      assert.ok(connect.includes(origin), `connect-src allows ${origin}`);
    }
    // The defaults' third parties are not allowed when they are not configured.
    assert.ok(!connect.includes('https://ipapi.co'));
    assert.ok(!policy.get('script-src')!.includes('https://js.stripe.com'));
    assert.ok(!policy.get('script-src')!.includes('https://accounts.google.com'));
  });

  it('allows Stripe.js and Google sign-in only when they are configured', () => {
    const policy = directives(
      shellContentSecurityPolicy({
        remoteManifestUrls: REMOTES,
        config: { ...DEFAULT_CONFIG, stripePublishableKey: 'pk_test_1', googleClientId: 'id.apps' },
      }),
    );
    assert.ok(policy.get('script-src')!.includes('https://js.stripe.com'));
    assert.ok(policy.get('script-src')!.includes('https://accounts.google.com'));
    assert.ok(policy.get('connect-src')!.includes('https://api.stripe.com'));
    assert.deepEqual(policy.get('frame-src'), [
      "'self'",
      'blob:',
      'https://accounts.google.com/gsi/',
      'https://js.stripe.com',
      'https://hooks.stripe.com',
    ]);
  });
});

describe('the app servers send the headers', () => {
  let shellDist: string;
  let remoteDist: string;

  before(() => {
    shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'prohive-headers-shell-'));
    fs.writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><div id="root"></div>');
    remoteDist = fs.mkdtempSync(path.join(os.tmpdir(), 'prohive-headers-remote-'));
    fs.writeFileSync(path.join(remoteDist, 'mf-manifest.json'), '{}');
    fs.writeFileSync(path.join(remoteDist, 'remoteEntry.js'), 'var blog;');
  });

  after(() => {
    fs.rmSync(shellDist, { recursive: true, force: true });
    fs.rmSync(remoteDist, { recursive: true, force: true });
  });

  it('the shell builds its policy from the remotes it publishes for the request’s host', async () => {
    const server = buildAppServer({
      app: findApp('shell'),
      root: shellDist,
      port: 0,
      env: { REMOTE_BLOG_URL: 'https://cdn.example/blog/mf-manifest.json', MARKETING_PORT: '3901' },
    });
    for (const url of ['/job/12', '/missing.js']) {
      const response = await server.inject({ url, headers: { host: 'localhost:3000' } });
      const policy = directives(String(response.headers['content-security-policy']));
      assert.deepEqual(policy.get('frame-ancestors'), ["'self'"], url);
      assert.ok(policy.get('script-src')!.includes('http://localhost:3901'), url);
      assert.ok(policy.get('script-src')!.includes('https://cdn.example'), url);
      assert.equal(response.headers['x-frame-options'], 'SAMEORIGIN');
      assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin');
      assert.match(String(response.headers['permissions-policy']), /geolocation=\(self\).*camera=\(\)/);
    }
    await server.close();
  });

  it("the shell allows index.html's own inline script by its hash, and nothing else inline", async () => {
    const script = "document.documentElement.dataset.theme = 'dark';";
    const html = `<!doctype html><head><script>${script}</script><script src="/main.js"></script></head><div id="root"></div>`;
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'prohive-headers-inline-'));
    fs.writeFileSync(path.join(dist, 'index.html'), html);
    const server = buildAppServer({ app: findApp('shell'), root: dist, port: 0, env: {} });
    const response = await server.inject({ url: '/jobs', headers: { host: 'localhost:3000' } });
    const scriptSrc = directives(String(response.headers['content-security-policy'])).get('script-src')!;
    const expected = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    assert.deepEqual(inlineScriptHashes(html), [expected]);
    assert.ok(scriptSrc.includes(expected), scriptSrc.join(' '));
    assert.ok(!scriptSrc.includes("'unsafe-inline'"));
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('hashes only inline code: not external scripts or JSON data', () => {
    assert.deepEqual(
      inlineScriptHashes(
        '<script src="/a.js"></script><script type="application/json" id="s">{}</script>' +
          '<script type="application/ld+json">{}</script>',
      ),
      [],
    );
  });

  it('the shell refuses to start with a URL its policy cannot express', () => {
    assert.throws(
      () =>
        buildAppServer({
          app: findApp('shell'),
          root: shellDist,
          port: 0,
          env: { MAP_TILE_URL: 'https://tiles.{s}.example/{z}/{x}/{y}.png' },
        }),
      /left-most host label/,
    );
  });

  it('a remote serves its files cross-origin, unframeable and inert as a page', async () => {
    const server = buildAppServer({ app: findApp('blog'), root: remoteDist, port: 0, env: {} });
    const response = await server.inject({ url: '/remoteEntry.js' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['access-control-allow-origin'], '*');
    assert.equal(response.headers['cross-origin-resource-policy'], 'cross-origin');
    const policy = directives(String(response.headers['content-security-policy']));
    assert.deepEqual(policy.get('default-src'), ["'none'"]);
    assert.deepEqual(policy.get('frame-ancestors'), ["'self'"]);
    assert.equal(response.headers['x-frame-options'], 'SAMEORIGIN');
    await server.close();
  });
});
