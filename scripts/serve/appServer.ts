// A small static server for one built app: precompressed .br/.gz chosen by Accept-Encoding, immutable caching
// for content-hashed files and revalidation for HTML/manifests/remoteEntry, CORS on remotes (they are loaded
// cross-origin by the shell), and the security headers of securityHeaders.ts on every answer. The shell's server also proxies /api (and /sitemap.xml, /robots.txt), publishes /remotes.json and /config.json,
// and answers client-side routes with index.html.
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppDefinition } from '../apps';
import { apiProxy } from './apiProxy';
import { SERVER_DIR } from '../webpack/federation';
import { REVALIDATE, cacheControlFor } from './cachePolicy';
import { remotesManifestFor, runtimeConfigFromEnv } from './runtimeEnv';
import { inlineScriptHashes, remoteSecurityHeaders, shellSecurityHeaders } from './securityHeaders';
import { compressHtml, htmlEncodingFor } from './htmlCompression';
import { createServerRenderer, serverRenderingEnabled } from './serverRender';

export interface AppServerOptions {
  app: AppDefinition;
  /** Folder with the built files (normally <app>/dist). */
  root: string;
  port: number;
  host?: string;
  /** Shell only: where /api/* goes, e.g. http://127.0.0.1:4000. */
  apiTarget?: string;
  env?: NodeJS.ProcessEnv;
  /** Serving development builds (`npm run dev`), whose modules run through eval(). */
  development?: boolean;
  /**
   * A remote whose root holds one folder per release (`npm run start:cluster`): nothing is required at the
   * root itself, and a release deployed later is served without a restart.
   */
  releases?: boolean;
}

export interface RunningAppServer {
  app: AppDefinition;
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Files crawlers look for at the site's root that the api writes from live data (pages, locations, blog posts),
 * so they are proxied rather than built into the shell or answered with the page.
 */
export const API_SITE_FILES: Readonly<Record<string, string>> = {
  '/sitemap.xml': '/api/sitemap.xml',
  '/robots.txt': '/api/robots.txt',
};

function publicHost(request: FastifyRequest): { protocol: string; hostname: string } {
  const forwardedProto = request.headers['x-forwarded-proto'];
  const protocol =
    typeof forwardedProto === 'string' && forwardedProto
      ? forwardedProto.split(',')[0]!.trim()
      : request.protocol;
  return { protocol, hostname: request.hostname.replace(/:\d+$/, '') };
}

/**
 * Phone or desktop for the server render (ViewportHintContext in @prohive/shared): layouts that pick
 * by width in JavaScript are drawn as the visitor's device will draw them, so hydration changes nothing.
 */
function viewportOf(request: FastifyRequest): 'mobile' | 'desktop' {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'mobile';
  if (hint === '?0') return 'desktop';
  return /\bMobile\b|Android|iPhone|iPod/i.test(request.headers['user-agent'] ?? '') ? 'mobile' : 'desktop';
}

function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  // A missing file (anything with an extension) is a real 404, not a client route.
  return path.extname(pathname) === '' && !pathname.startsWith('/api/');
}

/**
 * The CSP hashes of index.html's inline scripts (the theme's pre-paint script), read again when the file
 * changes, so a rebuilt shell (`npm run dev`) keeps working without a restart.
 */
function indexScriptHashes(file: string): () => string[] {
  let cached: { mtimeMs: number; hashes: string[] } | undefined;
  return () => {
    try {
      const { mtimeMs } = fs.statSync(file);
      if (cached?.mtimeMs !== mtimeMs) {
        cached = { mtimeMs, hashes: inlineScriptHashes(fs.readFileSync(file, 'utf8')) };
      }
      return cached.hashes;
    } catch {
      return [];
    }
  };
}

export function buildAppServer(options: AppServerOptions): FastifyInstance {
  const { app, root } = options;
  const env = options.env ?? process.env;
  const isShell = app.id === 'shell';
  if (!options.releases && !fs.existsSync(path.join(root, isShell ? 'index.html' : 'mf-manifest.json'))) {
    throw new Error(
      `${app.dir}: nothing built in ${root}. Run \`npm run build\` (or \`npm start\`, which builds what is missing).`,
    );
  }

  const server = Fastify({ logger: false, trustProxy: true });

  const config = runtimeConfigFromEnv(env);
  const indexHashes = isShell ? indexScriptHashes(path.join(root, 'index.html')) : () => [];
  const securityHeadersFor = (request: FastifyRequest) =>
    shellSecurityHeaders({
      remoteManifestUrls: Object.values(remotesManifestFor(publicHost(request), env)),
      config,
      development: options.development === true,
      inlineScriptHashes: indexHashes(),
    });
  // A URL the policy cannot express is a configuration error: say so at start, not on every request.
  if (isShell) {
    shellSecurityHeaders({
      remoteManifestUrls: Object.values(remotesManifestFor({ protocol: 'http', hostname: 'localhost' }, env)),
      config,
    });
  }
  const remoteHeaders = remoteSecurityHeaders();

  if (isShell) {
    // The shell's server build is code this server runs, not a file for browsers.
    server.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith(`/${SERVER_DIR}/`)) await reply.code(404).send({ message: 'Not found' });
    });
  }

  server.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    if (isShell) {
      reply.headers(securityHeadersFor(request));
    } else {
      reply.headers(remoteHeaders);
      // Remote assets are public, static and fetched by the shell from another origin.
      reply.header('access-control-allow-origin', '*');
    }
  });

  if (!isShell) {
    server.options('*', async (_request, reply) =>
      reply
        .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
        .header('access-control-allow-headers', '*')
        .header('access-control-max-age', '86400')
        .code(204)
        .send(),
    );
  }

  server.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    index: isShell ? false : ['index.html'],
    wildcard: true,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });

  if (isShell) {
    if (options.apiTarget) {
      const target = options.apiTarget;
      server.register(async (scope) => apiProxy(scope, { target, aliases: API_SITE_FILES }));
    }
    server.get('/remotes.json', async (request, reply) =>
      reply.header('cache-control', REVALIDATE).send(remotesManifestFor(publicHost(request), env)),
    );
    server.get('/config.json', async (_request, reply) =>
      reply.header('cache-control', REVALIDATE).send(config),
    );
    const renderer = serverRenderingEnabled(env) ? createServerRenderer(root) : null;
    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      const { protocol, hostname } = publicHost(request);
      const rendered = await renderer?.render({
        url: request.url,
        origin: `${protocol}://${request.hostname}`,
        remotes: remotesManifestFor({ protocol, hostname }, env),
        config,
        apiOrigin: options.apiTarget ?? `${protocol}://${request.hostname}`,
        viewport: viewportOf(request),
      });
      // Public pages are rendered signed out, the same for every visitor, so they may be cached like the file.
      reply.header('cache-control', REVALIDATE);
      // Phones get the phone layout in the HTML (see viewportOf).
      if (rendered) reply.header('vary', 'User-Agent, Sec-CH-UA-Mobile, Accept-Encoding');
      if (!rendered) return reply.sendFile('index.html');
      if ('redirect' in rendered) return reply.redirect(rendered.redirect, 302);
      reply.code(rendered.status).type('text/html; charset=utf-8');
      const encoding = htmlEncodingFor(request.headers['accept-encoding']);
      if (!encoding) return reply.send(rendered.body);
      return reply.header('content-encoding', encoding).send(compressHtml(rendered.body, encoding));
    };
    server.get('/', sendIndex);
    server.setNotFoundHandler((request, reply) => {
      if (isPageRequest(request)) return sendIndex(request, reply);
      return reply.code(404).send({ message: 'Not found' });
    });
  } else {
    server.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
  }

  return server;
}

export async function startAppServer(options: AppServerOptions): Promise<RunningAppServer> {
  const server = buildAppServer(options);
  const host = options.host ?? '127.0.0.1';
  await server.listen({ port: options.port, host });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    app: options.app,
    port,
    url: `http://${host}:${port}`,
    close: () => server.close(),
  };
}
