import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { findApp } from '../apps';
import { buildAppServer } from '../serve/appServer';

const SCRIPT = 'console.log("hello from a hashed chunk");'.repeat(20);

function fakeDist(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prohive-serve-test-'));
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), body);
  return dir;
}

describe('the shell server', () => {
  let dist: string;
  let upstream: http.Server;
  let upstreamUrl: string;
  const seen: Array<{ method?: string; url?: string; body: string; forwardedFor?: string }> = [];

  before(async () => {
    dist = fakeDist({
      'index.html': '<!doctype html><div id="root"></div>',
      'main.0123456789.js': SCRIPT,
      'main.0123456789.js.br': zlib.brotliCompressSync(SCRIPT),
      'main.0123456789.js.gz': zlib.gzipSync(SCRIPT),
    });
    upstream = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        seen.push({
          method: request.method,
          url: request.url,
          body,
          forwardedFor: request.headers['x-forwarded-for'] as string,
        });
        response.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });

  after(() => {
    upstream.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers client-side routes with index.html, never cached', async () => {
    const server = buildAppServer({ app: findApp('shell'), root: dist, port: 0, env: {} });
    const response = await server.inject({ url: '/jobs/42?tab=bids', headers: { accept: 'text/html' } });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /id="root"/);
    assert.equal(response.headers['cache-control'], 'no-cache');
    await server.close();
  });

  it('sends a 404 (not the page) for a missing file', async () => {
    const server = buildAppServer({ app: findApp('shell'), root: dist, port: 0, env: {} });
    const response = await server.inject({ url: '/missing.0123456789.js' });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { message: 'Not found' });
    await server.close();
  });

  it('serves the precompressed file the browser accepts, cached for a year', async () => {
    const server = buildAppServer({ app: findApp('shell'), root: dist, port: 0, env: {} });
    const br = await server.inject({
      url: '/main.0123456789.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(zlib.brotliDecompressSync(br.rawPayload).toString(), SCRIPT);
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    const gzip = await server.inject({ url: '/main.0123456789.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    const plain = await server.inject({ url: '/main.0123456789.js' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, SCRIPT);
    await server.close();
  });

  it('streams a server-rendered page compressed in the encoding the browser accepts', async () => {
    // A stand-in for the shell's server build: a head, two chunks of markup and the state script.
    const ssrDist = fakeDist({
      'index.html':
        '<!doctype html><html><head><title>Prohive</title></head><body><div id="root"></div></body></html>',
    });
    fs.mkdirSync(path.join(ssrDist, 'server'));
    fs.writeFileSync(
      path.join(ssrDist, 'server', 'main.js'),
      `exports.renderPage = async (request) => ({
        status: 200,
        head: '<meta name="page" content="' + request.url + '">',
        stateScript: '<script type="application/json" id="state">{}</script>',
        pipe(destination) {
          destination.write('<main><h1>Find jobs</h1>');
          setTimeout(() => destination.end('<p>' + 'Plumbing in Austin. '.repeat(200) + '</p></main>'), 5);
        },
        abort() {},
      });`,
    );
    const server = buildAppServer({ app: findApp('shell'), root: ssrDist, port: 0, env: {} });
    const plain = await server.inject({ url: '/jobs?zip=78701', headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.match(plain.body, /<meta name="page" content="\/jobs\?zip=78701"><\/head>/);
    assert.match(
      plain.body,
      /<div id="root"><main><h1>Find jobs<\/h1>.*<\/main><script type="application\/json" id="state">/,
    );
    for (const [accept, encoding, inflate] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const page = await server.inject({ url: '/jobs?zip=78701', headers: { 'accept-encoding': accept } });
      assert.equal(page.statusCode, 200);
      assert.equal(page.headers['content-encoding'], encoding);
      assert.match(String(page.headers.vary), /Accept-Encoding/);
      assert.equal(inflate(page.rawPayload).toString(), plain.body);
      assert.ok(
        page.rawPayload.length < plain.body.length / 3,
        `${encoding}: ${page.rawPayload.length} bytes`,
      );
    }
    await server.close();
    fs.rmSync(ssrDist, { recursive: true, force: true });
  });

  it('publishes remotes.json and config.json from the environment', async () => {
    const env = { REMOTE_PORT_BASE: '7000', BLOG_API_URL: 'https://blog.example.com/wp-json' };
    const server = buildAppServer({ app: findApp('shell'), root: dist, port: 0, env });
    const remotes = await server.inject({ url: '/remotes.json', headers: { host: 'example.test:3000' } });
    assert.equal(remotes.json().jobs, 'http://example.test:7002/mf-manifest.json');
    assert.equal(remotes.headers['cache-control'], 'no-cache');
    const config = await server.inject({ url: '/config.json' });
    assert.equal(config.json().blogApiUrl, 'https://blog.example.com/wp-json');
    await server.close();
  });

  it('forwards /api requests, bodies and statuses to the api', async () => {
    const server = buildAppServer({
      app: findApp('shell'),
      root: dist,
      port: 0,
      env: {},
      apiTarget: upstreamUrl,
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const port = (server.server.address() as AddressInfo).port;
    const response = await fetch(`http://127.0.0.1:${port}/api/login?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.c' }),
    });
    assert.equal(response.status, 201);
    assert.deepEqual(await response.json(), { ok: true });
    assert.deepEqual(seen.at(-1), {
      method: 'POST',
      url: '/api/login?x=1',
      body: '{"email":"a@b.c"}',
      forwardedFor: '127.0.0.1',
    });
    await server.close();
  });

  it('answers 502 with a clear message when the api is down', async () => {
    const server = buildAppServer({
      app: findApp('shell'),
      root: dist,
      port: 0,
      env: {},
      apiTarget: 'http://127.0.0.1:9',
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const port = (server.server.address() as AddressInfo).port;
    const response = await fetch(`http://127.0.0.1:${port}/api/roles-public`);
    assert.equal(response.status, 502);
    assert.match(((await response.json()) as { message: string }).message, /api is not reachable/);
    await server.close();
  });
});

describe('a remote server', () => {
  it('serves its manifest to other origins and revalidates it', async () => {
    const dist = fakeDist({ 'mf-manifest.json': '{"name":"blog"}', 'remoteEntry.js': 'var blog;' });
    const server = buildAppServer({ app: findApp('blog'), root: dist, port: 0, env: {} });
    const response = await server.inject({
      url: '/mf-manifest.json',
      headers: { origin: 'http://127.0.0.1:3000' },
    });
    assert.equal(response.headers['access-control-allow-origin'], '*');
    assert.equal(response.headers['cache-control'], 'no-cache');
    const preflight = await server.inject({ method: 'OPTIONS', url: '/remoteEntry.js' });
    assert.equal(preflight.statusCode, 204);
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('refuses to start on an empty folder, saying how to build', () => {
    const empty = fakeDist({});
    assert.throws(() => buildAppServer({ app: findApp('blog'), root: empty, port: 0 }), /npm run build/);
    fs.rmSync(empty, { recursive: true, force: true });
  });
});
