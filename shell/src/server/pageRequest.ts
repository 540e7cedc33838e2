import type { Writable } from 'node:stream';
import type { RuntimeConfig } from '@prohive/shared';
import type { KnownRemotes } from '../federation/remotesManifest';

/** What the shell's static server passes for one page request (mirrored in scripts/serve/serverRender.ts). */
export interface PageRequest {
  /** Path and query of the request. */
  url: string;
  /** The site's public origin (canonical URLs, structured data). */
  origin: string;
  /** What /remotes.json publishes for this request: remote name → browser mf-manifest.json URL. */
  remotes: KnownRemotes;
  /** What /config.json publishes (relative URLs stay relative: they are the browser's). */
  config: RuntimeConfig;
  /** Where this server reaches the api, e.g. http://127.0.0.1:4000 (relative api URLs resolve against it). */
  apiOrigin: string;
  /** Phone or desktop, guessed from the request's headers (scripts/serve/appServer.ts). */
  viewport?: 'mobile' | 'desktop';
  /** Bound on loading the area's server container (default 1 s); past it the browser renders the area. */
  remoteTimeoutMs?: number;
  /** Bound on the data the page's queries fetch before the final render (default 1.5 s). */
  dataTimeoutMs?: number;
}

/** One rendered page, ready to be written around the built index.html. */
export interface PageRender {
  status: number;
  /** The page sends the visitor elsewhere (a `<Navigate>` rendered): answer with this redirect instead. */
  redirect?: string;
  /** Elements for <head>: title, meta, canonical, JSON-LD, the collected styles, preloads. */
  head: string;
  /** The page's state script (SsrState as JSON), for the end of <body>. */
  stateScript: string;
  /** Streams the HTML of #root's content. */
  pipe(destination: Writable): void;
  /** Stops a render whose client has gone away. */
  abort(): void;
}
