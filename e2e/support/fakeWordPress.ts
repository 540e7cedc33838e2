// A WordPress REST source a spec controls, and a second shell server reading the blog from it. Data stubbed in
// the browser (page.route) never reaches the shell's server render, which fetches the blog itself; a source the
// spec serves reaches both, so the same assertions hold on the server's HTML and after hydration.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { findApp } from '../../scripts/apps';
import { startAppProcess, stopProcessGroup } from '../../scripts/lib/composedSite';
import { freePort } from '../../scripts/lib/freePort';
import type { SiteState } from '../../scripts/lib/composedSite';

/** Answers one request in place of the real source; `upstream()` fetches what the real source says. */
export type WpHandler = (upstream: () => Promise<unknown>) => Promise<unknown>;

export interface FakeWordPress {
  /** The REST root to configure as BLOG_API_URL (`…/wp-json`). */
  restRoot: string;
  /** Answers `GET …/wp/v2/posts?slug=<slug>` with `[await handler(upstream)]`. */
  servePost(slug: string, handler: WpHandler): void;
  close(): Promise<void>;
}

const HEADERS_TO_PASS = ['content-type', 'x-wp-total', 'x-wp-totalpages'];
const CORS = {
  // The browser reads the blog from this origin directly (BLOG_API_URL), with the paging headers.
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'X-WP-Total, X-WP-TotalPages',
};

/**
 * Serves `/wp-json/*` from `upstreamRoot` (the site's own source, e.g. `http://127.0.0.1:4000/api/wp-json`),
 * except the posts a spec replaced.
 */
export async function startFakeWordPress(upstreamRoot: string): Promise<FakeWordPress> {
  const posts = new Map<string, WpHandler>();
  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake.invalid');
      if (request.method === 'OPTIONS') {
        response.writeHead(204, { ...CORS, 'access-control-allow-headers': '*' }).end();
        return;
      }
      const upstreamUrl = `${upstreamRoot}${url.pathname.replace(/^\/wp-json/, '')}${url.search}`;
      const upstream = await fetch(upstreamUrl);
      const slug = url.searchParams.get('slug');
      const handler = url.pathname.endsWith('/wp/v2/posts') && slug ? posts.get(slug) : undefined;
      if (handler) {
        const body = JSON.stringify([await handler(async () => ((await upstream.json()) as unknown[])[0])]);
        response
          .writeHead(200, {
            ...CORS,
            'content-type': 'application/json',
            'x-wp-total': '1',
            'x-wp-totalpages': '1',
          })
          .end(body);
        return;
      }
      const headers: Record<string, string> = { ...CORS };
      for (const name of HEADERS_TO_PASS) {
        const value = upstream.headers.get(name);
        if (value) headers[name] = value;
      }
      response.writeHead(upstream.status, headers).end(Buffer.from(await upstream.arrayBuffer()));
    })().catch((error: unknown) => {
      response.writeHead(502, CORS).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    restRoot: `http://127.0.0.1:${port}/wp-json`,
    servePost: (slug, handler) => posts.set(slug, handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface ExtraShell {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * One more shell server over the same builds, remotes and api as the suite's site, with `env` on top of its
 * environment (e.g. another BLOG_API_URL). The suite's own shell stays as it is for the other tests.
 */
export async function startShellWith(site: SiteState, env: Record<string, string>): Promise<ExtraShell> {
  const port = await freePort();
  const child = await startAppProcess(findApp('shell'), port, { env: { ...site.shellEnv, ...env } });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.pid !== undefined) await stopProcessGroup(child.pid);
    },
  };
}
