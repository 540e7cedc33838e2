// Server rendering for the shell's static server: loads the shell's server build (shell/dist/server/main.js,
// built by scripts/webpack createServerConfig), asks it to render each page request and writes the result
// into the built index.html. Any failure — no server build, a render that throws or times out — answers with
// index.html as before, rendered in the browser: server rendering can make a page faster, never break it.
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { Readable, Writable } from 'node:stream';
import type { PublishedRuntimeConfig } from './runtimeEnv';

/** Mirrors PageRequest in shell/src/server/pageRequest.ts (the scripts project cannot import the shell). */
interface PageRequest {
  url: string;
  origin: string;
  remotes: Record<string, string>;
  config: PublishedRuntimeConfig;
  apiOrigin: string;
  viewport?: 'mobile' | 'desktop';
  remoteTimeoutMs?: number;
  dataTimeoutMs?: number;
}

/** Mirrors PageRender in shell/src/server/pageRequest.ts. */
interface PageRender {
  status: number;
  redirect?: string;
  head: string;
  stateScript: string;
  pipe(destination: Writable): void;
  abort(): void;
}

interface ServerBundle {
  renderPage(request: PageRequest): Promise<PageRender>;
}

/**
 * Server rendering is on unless `SSR=off` (or 0/false/no): then every page is index.html rendered in the
 * browser, the client-only site `npm run bench:web` compares against (docs/decisions/shell-and-federation.md §38).
 */
export function serverRenderingEnabled(env: NodeJS.ProcessEnv): boolean {
  return !['off', '0', 'false', 'no'].includes((env.SSR ?? '').trim().toLowerCase());
}

const SERVER_BUNDLE = path.join('server', 'main.js');

interface Template {
  /** Up to (not including) </head>. */
  head: string;
  /** From </head> up to the root element's content. */
  bodyStart: string;
  /** From the root element's end to the end of the document. */
  bodyEnd: string;
}

const ROOT_ELEMENT = '<div id="root"></div>';

function splitTemplate(html: string): Template {
  const headEnd = html.indexOf('</head>');
  const rootAt = html.indexOf(ROOT_ELEMENT);
  if (headEnd === -1 || rootAt === -1 || rootAt < headEnd) {
    throw new Error(`index.html needs </head> and ${ROOT_ELEMENT} in <body>`);
  }
  return {
    head: html.slice(0, headEnd),
    bodyStart: html.slice(headEnd, rootAt) + '<div id="root">',
    bodyEnd: '</div>' + html.slice(rootAt + ROOT_ELEMENT.length),
  };
}

/** The page's own title and description replace the template's defaults instead of following them. */
function mergeHead(templateHead: string, pageHead: string): string {
  let head = templateHead;
  if (/<title[\s>]/i.test(pageHead)) head = head.replace(/<title>[\s\S]*?<\/title>/i, '');
  if (/<meta name="description"/i.test(pageHead))
    head = head.replace(/<meta\s+name="description"[^>]*>/i, '');
  return head + pageHead;
}

function loadFresh<T>(file: string, cache: { mtimeMs: number; value: T } | undefined, read: () => T) {
  const { mtimeMs } = fs.statSync(file);
  if (cache && cache.mtimeMs === mtimeMs) return cache;
  return { mtimeMs, value: read() };
}

interface ServerRenderer {
  /** The whole document as a stream, or null when this request is served as plain index.html. */
  render(request: PageRequest): Promise<{ status: number; body: Readable } | { redirect: string } | null>;
}

/**
 * A renderer over `root` (the shell's dist). The bundle and template are re-read when their files change, so
 * a rebuilt shell (`npm run dev`) is picked up without a restart.
 */
export function createServerRenderer(
  root: string,
  log: (line: string) => void = console.warn,
): ServerRenderer {
  const bundleFile = path.join(root, SERVER_BUNDLE);
  const templateFile = path.join(root, 'index.html');
  let bundle: { mtimeMs: number; value: ServerBundle } | undefined;
  let template: { mtimeMs: number; value: Template } | undefined;

  const currentBundle = (): ServerBundle => {
    const next = loadFresh(bundleFile, bundle, () => {
      delete require.cache[require.resolve(bundleFile)];
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      return require(bundleFile) as ServerBundle;
    });
    bundle = next;
    return next.value;
  };

  return {
    async render(request) {
      if (!fs.existsSync(bundleFile)) return null;
      try {
        template = loadFresh(templateFile, template, () =>
          splitTemplate(fs.readFileSync(templateFile, 'utf8')),
        );
        const page = await currentBundle().renderPage(request);
        if (page.redirect) return { redirect: page.redirect };
        const parts = template.value;
        const body = new PassThrough();
        body.write(mergeHead(parts.head, page.head));
        body.write(parts.bodyStart);
        const html = new PassThrough();
        html.on('data', (chunk: Buffer) => body.write(chunk));
        html.on('end', () => body.end(page.stateScript + parts.bodyEnd));
        html.on('error', (error) => body.destroy(error));
        body.on('close', () => {
          if (!html.writableFinished) page.abort();
        });
        page.pipe(html);
        return { status: page.status, body };
      } catch (error) {
        log(`[ssr] ${request.url}: served for the browser to render (${(error as Error).message})`);
        return null;
      }
    },
  };
}
