// Where a user may be sent after signing in: the one check shared by the /auth redirect parameter and the
// previousPage cookie the shell writes.

// Browsers drop tabs and newlines from URLs and treat a backslash like a slash, so `/\t/evil.example` and
// `/\\evil.example` both become `//evil.example`: another site. Whitespace and control characters are ignored when
// judging where a candidate starts.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f-\u009f]/g;
// A stand-in origin to resolve candidates against; whatever leaves it would leave the real site too.
const PROBE_ORIGIN = 'https://prohive.invalid';
const MAX_DECODE_ROUNDS = 4;

function startsAsLocalPath(layer: string): boolean {
  const squeezed = layer.replace(IGNORED_BY_BROWSERS, '');
  return squeezed.startsWith('/') && squeezed[1] !== '/' && squeezed[1] !== '\\';
}

/**
 * A redirect target that stays on this site, normalised (`/jobs?page=2#top`), or null. Only a path is accepted —
 * no scheme (`https:`, `javascript:`), no protocol-relative `//host`, no `/\host` — and the same holds for every
 * percent-decoded form of it, so an encoded variant that some later hop decodes cannot escape either.
 */
export function safeRedirectPath(candidate: string | null | undefined): string | null {
  if (!candidate?.startsWith('/')) return null;
  let layer = candidate;
  for (let round = 0; ; round += 1) {
    if (!startsAsLocalPath(layer)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      // A malformed escape could hide anything from this check; a real link never carries one.
      return null;
    }
    if (decoded === layer) break;
    // Layer upon layer of encoding is an attack, not a link.
    if (round === MAX_DECODE_ROUNDS) return null;
    layer = decoded;
  }
  let resolved: URL;
  try {
    resolved = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== PROBE_ORIGIN) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
