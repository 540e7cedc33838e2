// Forwards /api/* from the shell's origin to the api, streaming bodies both ways (no parsing, no buffering),
// so the browser talks to one origin and the api needs no CORS for the site.
import http from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface ApiProxyOptions {
  /** e.g. http://127.0.0.1:4000 */
  target: string;
  /**
   * Site paths outside /api that an api route answers, e.g. `/robots.txt` → `/api/robots.txt`. Only GET and
   * HEAD; the query string is kept.
   */
  aliases?: Readonly<Record<string, string>>;
}

/** The query string of a raw request URL, with its `?`, or nothing. */
function queryOf(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start);
}

const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
];

export async function apiProxy(
  app: FastifyInstance,
  { target, aliases = {} }: ApiProxyOptions,
): Promise<void> {
  const upstream = new URL(target);
  // Leave request bodies as raw streams for piping.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const forwardTo =
    (upstreamPath: (url: string) => string) => (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const headers: http.OutgoingHttpHeaders = { ...request.headers };
      for (const name of HOP_BY_HOP) delete headers[name];
      headers.host = upstream.host;
      headers['x-forwarded-for'] = request.ip;
      headers['x-forwarded-host'] = request.headers.host ?? '';
      headers['x-forwarded-proto'] = request.protocol;

      const outgoing = http.request(
        {
          hostname: upstream.hostname,
          port: upstream.port,
          method: request.method,
          path: upstreamPath(request.raw.url ?? '/'),
          headers,
        },
        (incoming) => {
          const responseHeaders = { ...incoming.headers };
          for (const name of HOP_BY_HOP) delete responseHeaders[name];
          reply.raw.writeHead(incoming.statusCode ?? 502, responseHeaders);
          incoming.pipe(reply.raw);
        },
      );
      outgoing.on('error', () => {
        if (reply.raw.headersSent) {
          reply.raw.destroy();
          return;
        }
        const body = JSON.stringify({
          message: 'The Prohive api is not reachable right now. Please try again shortly.',
        });
        reply.raw.writeHead(502, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
        });
        reply.raw.end(body);
      });
      request.raw.pipe(outgoing);
    };

  const forward = forwardTo((url) => url);
  app.all('/api', forward);
  app.all('/api/*', forward);
  for (const [sitePath, apiPath] of Object.entries(aliases)) {
    app.route({
      method: ['GET', 'HEAD'],
      url: sitePath,
      handler: forwardTo((url) => `${apiPath}${queryOf(url)}`),
    });
  }
}
