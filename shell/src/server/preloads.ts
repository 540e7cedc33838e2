import { REMOTE_ROUTES_EXPOSE } from '@prohive/shared';

interface BrowserManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[] } } }>;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * What the browser will fetch, one after another, to show the page's area: the remote's manifest, its entry
 * script and its `./routes` chunk. Named from the browser manifest, so the downloads start with the HTML
 * instead of after the shell's scripts ran.
 */
function preloadsFromManifest(manifestUrl: string, manifest: BrowserManifest): string[] {
  const publicPath = manifest.metaData?.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
  const links = [
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(manifestUrl)}">`,
  ];
  const entry = manifest.metaData?.remoteEntry;
  const scripts: string[] = [];
  if (entry?.name) scripts.push(`${entry.path ? `${entry.path}/` : ''}${entry.name}`);
  const routesName = REMOTE_ROUTES_EXPOSE.replace(/^\.\//, '');
  const routes = manifest.exposes?.find((expose) => expose.name === routesName);
  scripts.push(...(routes?.assets?.js?.sync ?? []));
  for (const script of scripts) {
    links.push(`<link rel="preload" as="script" href="${escapeAttribute(new URL(script, base).href)}">`);
  }
  return links;
}

/** The preload links for the area's remote; none when its manifest cannot be read within the bound. */
export async function areaPreloads(manifestUrl: string, timeoutMs: number): Promise<string> {
  try {
    const response = await fetch(manifestUrl, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return '';
    return preloadsFromManifest(manifestUrl, (await response.json()) as BrowserManifest).join('');
  } catch {
    return '';
  }
}
