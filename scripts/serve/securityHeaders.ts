// The security headers every app server sends. The shell's Content-Security-Policy is built per request from
// the same run-time configuration the shell publishes (/remotes.json and /config.json), so a remote that moves
// to another origin, or a third party configured through the environment, is allowed without a rebuild and
// nothing else is. Remote servers only serve scripts, styles and manifests to the shell: their documents (there
// are none in a federated build) may not be framed or run anything.
import { createHash } from 'node:crypto';
import type { PublishedRuntimeConfig } from './runtimeEnv';

/** Google Identity Services: its client script, the button's iframe and stylesheet all live under this path. */
const GOOGLE_IDENTITY_ORIGIN = 'https://accounts.google.com';
/** Stripe.js and the frames it opens (card fields, 3-D Secure), and the api it calls from the page. */
const STRIPE_SCRIPT_ORIGIN = 'https://js.stripe.com';
const STRIPE_FRAME_ORIGINS = ['https://js.stripe.com', 'https://hooks.stripe.com'] as const;
const STRIPE_API_ORIGIN = 'https://api.stripe.com';

/** Headers that do not depend on the configuration, the same on every server. */
const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // Older browsers that ignore frame-ancestors; the CSP says the same.
  'x-frame-options': 'SAMEORIGIN',
  // Job and account URLs carry ids; other sites see the origin only, and nothing over plain http.
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Location detection may ask for the position on the site itself; nothing asks for camera, microphone…
  // (Only features Chromium knows: an unknown one is logged as an error on every page.)
  'permissions-policy': 'geolocation=(self), camera=(), microphone=(), usb=(), magnetometer=(), gyroscope=()',
};

/**
 * The origin a configured URL talks to, in CSP source syntax, or null when it stays on the site (a relative
 * URL such as `/api`). Template placeholders in the host (`https://{s}.tile.example/{z}/{x}/{y}.png`)
 * become a wildcard subdomain, as the browser will ask any of them.
 */
export function cspSourceOf(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed === '' || trimmed.startsWith('/')) return null;
  const match = /^(https?):\/\/([^/?#]+)/i.exec(trimmed);
  if (!match) throw new Error(`"${url}" is neither a path on the site nor an http(s) URL`);
  const scheme = match[1]!.toLowerCase();
  const host = match[2]!.replace(/\{[^}]*\}/g, '*').toLowerCase();
  if (host.includes('@')) throw new Error(`"${url}" carries credentials; configure the URL without them`);
  // A placeholder anywhere but the left-most label cannot be expressed in CSP, and a bare `*` allows any host.
  if (/\*/.test(host.replace(/^\*\./, '')) || host === '*')
    throw new Error(`"${url}": only the left-most host label may be a placeholder`);
  return `${scheme}://${host}`;
}

export interface ShellPolicyInput {
  /** Where each remote's manifest is (what /remotes.json publishes for this request). */
  remoteManifestUrls: readonly string[];
  /** What /config.json publishes. */
  config: PublishedRuntimeConfig;
  /**
   * Development builds (`npm run dev`) evaluate their modules with eval() for fast source maps; production
   * builds never do, so only development allows it.
   */
  development?: boolean;
  /**
   * The inline scripts of the shell's own index.html, allowed by their hashes (`'sha256-…'`, see
   * {@link inlineScriptHashes}): the theme's pre-paint script. Nothing else inline may run.
   */
  inlineScriptHashes?: readonly string[];
}

/**
 * CSP hash sources of the inline scripts (no `src`, not JSON data) in an HTML document, as the browser
 * hashes them: the exact text between the tags, UTF-8, SHA-256, base64.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || /\stype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes))
      continue;
    const digest = createHash('sha256')
      .update(match[2] ?? '', 'utf8')
      .digest('base64');
    hashes.push(`'sha256-${digest}'`);
  }
  return hashes;
}

function sources(...lists: ReadonlyArray<ReadonlyArray<string | null | undefined | false>>): string {
  const seen = new Set<string>();
  for (const list of lists) for (const source of list) if (source) seen.add(source);
  return [...seen].join(' ');
}

/** The shell's Content-Security-Policy for one request. */
export function shellContentSecurityPolicy({
  remoteManifestUrls,
  config,
  development = false,
  inlineScriptHashes: hashes = [],
}: ShellPolicyInput): string {
  const remotes = remoteManifestUrls.map(cspSourceOf);
  const google = config.googleClientId ? GOOGLE_IDENTITY_ORIGIN : null;
  const stripe = Boolean(config.stripePublishableKey);
  const blog = cspSourceOf(config.blogApiUrl);
  const api = cspSourceOf(config.apiBaseUrl);

  const directives: Array<[string, string]> = [
    ['default-src', "'self'"],
    // Remote entries and their chunks come from the remotes' origins; nothing eval'd, and inline only the
    // shell's own scripts named by hash.
    [
      'script-src',
      sources(
        ["'self'"],
        hashes,
        remotes,
        [google, stripe && STRIPE_SCRIPT_ORIGIN],
        [development && "'unsafe-eval'"],
      ),
    ],
    // styled-components and style-loader write <style> elements at run time; see docs/decisions/build-and-test.md §9.
    ['style-src', sources(["'self'", "'unsafe-inline'"], remotes, [google && `${google}/gsi/style`])],
    // Avatars and job photos are files the api serves, so an api on its own origin is an image source too.
    ['img-src', sources(["'self'", 'data:', 'blob:'], remotes, [cspSourceOf(config.mapTileUrl), blog, api])],
    ['font-src', sources(["'self'", 'data:'], remotes)],
    [
      'connect-src',
      sources(
        ["'self'"],
        // The federation runtime fetches each remote's manifest before it loads the entry script.
        remotes,
        [
          api,
          blog,
          cspSourceOf(config.ipLookupUrl),
          cspSourceOf(config.reverseGeocodeUrl),
          google && `${google}/gsi/`,
          stripe && STRIPE_API_ORIGIN,
        ],
      ),
    ],
    // blob: is the admin's certificate viewer: a PDF fetched with the Bearer token, framed from an object URL
    // (docs/decisions/remote-admin.md §6). Only script of this origin can mint a blob: URL of this origin.
    [
      'frame-src',
      sources(["'self'", 'blob:', google && `${google}/gsi/`], stripe ? STRIPE_FRAME_ORIGINS : []),
    ],
    ['worker-src', "'self' blob:"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    // Another site must not frame a page and trick its owner into clicking (Accept on /job/{id}).
    ['frame-ancestors', "'self'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/**
 * A remote server's policy. Its scripts run in the shell's document under the shell's policy; this one only
 * applies if a file of the remote is opened as a page, and then nothing may run or frame it.
 */
const REMOTE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; object-src 'none'; base-uri 'self'; form-action 'none'; frame-ancestors 'self'";

export function shellSecurityHeaders(input: ShellPolicyInput): Record<string, string> {
  return { 'content-security-policy': shellContentSecurityPolicy(input), ...STATIC_SECURITY_HEADERS };
}

export function remoteSecurityHeaders(): Record<string, string> {
  return {
    'content-security-policy': REMOTE_CONTENT_SECURITY_POLICY,
    ...STATIC_SECURITY_HEADERS,
    // The shell loads these files from another origin; say so explicitly, matching the CORS header.
    'cross-origin-resource-policy': 'cross-origin',
  };
}
