import { CONTRACT_VERSION } from '@prohive/shared';
import { fetchWithTimeout } from './fetchWithTimeout';
import type { FetchLike } from './fetchWithTimeout';
import { RemoteLoadError } from './RemoteLoadError';

/** Written next to each remote's mf-manifest.json by the build (scripts/lib/buildInfo.ts). */
const BUILD_INFO_FILE = 'build-info.json';

/** The sibling of the manifest (query and hash dropped), absolute or relative as the manifest URL is. */
export function buildInfoUrlFor(manifestUrl: string): string {
  const path = manifestUrl.split(/[?#]/)[0] ?? manifestUrl;
  return `${path.slice(0, path.lastIndexOf('/') + 1)}${BUILD_INFO_FILE}`;
}

function contractVersionOf(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const version = (body as { contractVersion?: unknown }).contractVersion;
  return typeof version === 'number' ? version : undefined;
}

/**
 * Refuses a remote built against another contract version than this shell's: running it could break the
 * page in ways its error boundary cannot catch (a changed store or routes shape). A remote without
 * build-info.json (or with one that cannot be read) is let through: the check must not add a way to fail.
 */
export async function assertCompatibleContract(
  manifestUrl: string,
  timeoutMs: number,
  fetchImpl?: FetchLike,
): Promise<void> {
  let remoteVersion: number | undefined;
  try {
    const response = await fetchWithTimeout(buildInfoUrlFor(manifestUrl), {}, timeoutMs, fetchImpl);
    remoteVersion = contractVersionOf(await response.json());
  } catch {
    return;
  }
  if (remoteVersion === undefined || remoteVersion === CONTRACT_VERSION) return;
  throw new RemoteLoadError(
    'invalid',
    `${manifestUrl} was built against contract version ${remoteVersion}; this site needs version ${CONTRACT_VERSION}`,
  );
}
