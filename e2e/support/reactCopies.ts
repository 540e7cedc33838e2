// Ways to tell how many copies of React a page runs, each of which would fail if React were duplicated.
import fs from 'node:fs';
import path from 'node:path';
import { APPS, distDir } from '../../scripts/apps';
import type { SiteState } from '../../scripts/lib/composedSite';
import { MANIFEST_FILE } from '../../scripts/webpack/federation';

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

/**
 * `<port>/<file>` → shared library name, for every app's chunks holding `react` or `react-dom/client` (each
 * app's build has its own fallback copy; the page must download exactly one of them).
 */
export function reactChunksByUrl(site: SiteState): Map<string, string> {
  const chunks = new Map<string, string>();
  for (const app of APPS) {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir(app), MANIFEST_FILE), 'utf8')) as {
      shared: ManifestShared[];
    };
    for (const shared of manifest.shared) {
      if (shared.name !== 'react' && shared.name !== 'react-dom/client') continue;
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        chunks.set(`${site.ports[app.id]}/${file}`, shared.name);
      }
    }
  }
  return chunks;
}

/** React DevTools' hook: every copy of react-dom that starts registers itself here as a renderer. */
export const installRendererCounter = () => {
  const renderers = new Map<number, unknown>();
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      checkDCE() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onScheduleFiberRoot() {},
    },
  });
};

export const countRenderers = () =>
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
    .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size;

export interface ShareEntry {
  from: string;
  loaded?: boolean;
  useIn: string[];
}

/** Every version of `names` registered in the page's federation share scopes. */
export const readShareScope = (names: string[]) => {
  type Scopes = Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;
  const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Scopes } }).__FEDERATION__;
  const result: Record<string, ShareEntry[]> = {};
  for (const instance of Object.values(federation.__SHARE__)) {
    for (const name of names) {
      for (const entry of Object.values(instance.default?.[name] ?? {})) {
        (result[name] ??= []).push({ from: entry.from, loaded: entry.loaded, useIn: [...entry.useIn] });
      }
    }
  }
  return result;
};
