// Which Cache-Control header each built file gets. Content-hashed files never change under their name, so
// browsers may keep them for a year; everything that names other files (HTML, manifests, remoteEntry.js) must
// be revalidated on every load, or a redeployed remote would not be picked up.
import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=300';

/** A 10-hex-digit content hash before the extension, as scripts/webpack names chunks and assets. */
const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/i;
const ALWAYS_REVALIDATE = new Set([
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'remotes.json',
  'config.json',
]);

export function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath).replace(/\.(gz|br)$/, '');
  if (base.endsWith('.html') || ALWAYS_REVALIDATE.has(base)) return REVALIDATE;
  if (HASHED.test(base)) return IMMUTABLE;
  return SHORT;
}
