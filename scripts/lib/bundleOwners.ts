// Who owns the bytes of a built script: its source map says which source file each stretch of the minified
// code came from; those stretches are summed per owner (an npm package, a workspace package, an app, or the
// bundler's own glue) and the file's gzip size is shared out in proportion. Gzip does not compress every part
// equally, so an owner's share is an estimate (within a few per cent for the large owners), but the split
// between library code and app code is what decides where bytes can still be saved.
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

export type OwnerKind = 'library' | 'app' | 'bundler';

export interface Owner {
  /** The npm package; the workspace package (`shared`, `ui`) or app (`shell`, `marketing`); or `webpack`. */
  name: string;
  kind: OwnerKind;
}

const BUNDLER: Owner = { name: 'webpack', kind: 'bundler' };

export function ownerOf(source: string | null): Owner {
  if (!source) return BUNDLER;
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inModules) return { name: inModules[1]!, kind: 'library' };
  // webpack://<uniqueName>/webpack/runtime/… and the like.
  if (/^webpack:\/\/[^/]*\/webpack\//.test(source)) return BUNDLER;
  // webpack://<app>/./src/… is the app's own code, webpack://<app>/../<package>/src/… a workspace package's
  // (source-map-js normalises both: webpack://<app>/src/…, webpack://<app>/<package>/src/…).
  const app = /^webpack:\/\/([^/]*)\//.exec(source)?.[1] || '(unknown)';
  const [first] = source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^(\.\.?\/)+/, '')
    .split('/');
  return { name: !first || first === 'src' ? app : first, kind: 'app' };
}

const keyOf = (owner: Owner) => `${owner.kind}:${owner.name}`;

/** Minified characters per owner (keyed `kind:name`) in one script, from its source map. */
export function charactersByOwner(code: string, map: RawSourceMap): Map<string, number> {
  const consumer = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const segments: Array<{ line: number; column: number; source: string | null }> = [];
  consumer.eachMapping((mapping) =>
    segments.push({ line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source }),
  );
  segments.sort((a, b) => a.line - b.line || a.column - b.column);
  const owners = new Map<string, number>();
  segments.forEach((segment, index) => {
    const next = segments[index + 1];
    const end = next && next.line === segment.line ? next.column : (lines[segment.line - 1] ?? '').length;
    const key = keyOf(ownerOf(segment.source));
    owners.set(key, (owners.get(key) ?? 0) + Math.max(0, end - segment.column));
  });
  return owners;
}

/** Shares `gzipBytes` out among the owners in proportion to their characters. */
export function shareOut(characters: Map<string, number>, gzipBytes: number): Map<string, number> {
  const total = [...characters.values()].reduce((sum, count) => sum + count, 0);
  const shares = new Map<string, number>();
  if (total === 0) return shares;
  for (const [owner, count] of characters) shares.set(owner, (count / total) * gzipBytes);
  return shares;
}

/** `kind:name` back into its parts. */
export function parseOwnerKey(key: string): Owner {
  const colon = key.indexOf(':');
  return { kind: key.slice(0, colon) as OwnerKind, name: key.slice(colon + 1) };
}
