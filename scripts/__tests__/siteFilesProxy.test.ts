import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { findApp } from '../apps';
import { buildAppServer } from '../serve/appServer';

describe('the shell server: /sitemap.xml and /robots.txt', () => {
  let dist: string;
  let upstream: http.Server;
  let upstreamUrl: string;
  const seen: Array<{ method?: string; url?: string }> = [];

  before(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'prohive-serve-test-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    upstream = http.createServer((request, response) => {
      seen.push({ method: request.method, url: request.url });
      const xml = request.url?.startsWith('/api/sitemap.xml');
      response
        .writeHead(200, {
          'content-type': xml ? 'application/xml; charset=utf-8' : 'text/plain; charset=utf-8',
        })
        .end(request.method === 'HEAD' ? undefined : xml ? '<urlset/>' : 'User-agent: *');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });

  after(() => {
    upstream.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  async function listening(apiTarget?: string): Promise<{ server: FastifyInstance; base: string }> {
    const server = buildAppServer({ app: findApp('shell'), root: dist, port: 0, env: {}, apiTarget });
    await server.listen({ port: 0, host: '127.0.0.1' });
    return { server, base: `http://127.0.0.1:${(server.server.address() as AddressInfo).port}` };
  }

  it("answers /sitemap.xml and /robots.txt from the api's routes, not with the page", async () => {
    const { server, base } = await listening(upstreamUrl);
    const sitemap = await fetch(`${base}/sitemap.xml`, { headers: { accept: 'text/html' } });
    assert.equal(sitemap.status, 200);
    assert.equal(sitemap.headers.get('content-type'), 'application/xml; charset=utf-8');
    assert.equal(await sitemap.text(), '<urlset/>');
    assert.deepEqual(seen.at(-1), { method: 'GET', url: '/api/sitemap.xml' });

    const robots = await fetch(`${base}/robots.txt?from=crawler`);
    assert.equal(await robots.text(), 'User-agent: *');
    assert.deepEqual(seen.at(-1), { method: 'GET', url: '/api/robots.txt?from=crawler' });

    const head = await fetch(`${base}/robots.txt`, { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.deepEqual(seen.at(-1), { method: 'HEAD', url: '/api/robots.txt' });
    await server.close();
  });

  it('answers 502 with a clear message when the api is down', async () => {
    const { server, base } = await listening('http://127.0.0.1:9');
    const response = await fetch(`${base}/sitemap.xml`);
    assert.equal(response.status, 502);
    assert.match(((await response.json()) as { message: string }).message, /api is not reachable/);
    await server.close();
  });

  it('without an api, is a plain 404 rather than the page', async () => {
    const server = buildAppServer({ app: findApp('shell'), root: dist, port: 0, env: {} });
    const response = await server.inject({ url: '/sitemap.xml', headers: { accept: 'text/html' } });
    assert.equal(response.statusCode, 404);
    assert.doesNotMatch(response.body, /id="root"/);
    await server.close();
  });
});
