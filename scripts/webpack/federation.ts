// Module Federation options shared by every app, following docs/architecture.md §3: one set of singletons with
// requiredVersion from package.json, no type generation, manifests on, and the runtime shipped once by the host.
import fs from 'node:fs';
import path from 'node:path';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { RemoteId } from '../apps';
import { REPO_ROOT } from '../apps';

export type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];
type SharedConfig = Record<string, { singleton: boolean; requiredVersion: string; version?: string }>;

/** What every remote exposes: its routes, typed by RemoteRoutesModule in @prohive/shared. */
export const ROUTES_EXPOSE = { './routes': './src/routes.tsx' } as const;

/** The file each remote publishes for the shell's runtime (remotes.json points at it). */
export const MANIFEST_FILE = 'mf-manifest.json';
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** Where an app's server build goes, inside its dist: the remotes' server containers and the shell's renderer. */
export const SERVER_DIR = 'server';

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}

function readPackageJson(file: string): PackageJson {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson;
}

function installedVersion(pkg: string): string {
  return readPackageJson(path.join(REPO_ROOT, 'node_modules', pkg, 'package.json')).version;
}

/**
 * Shared singletons, each with requiredVersion from the app's package.json (or a caret range on what is
 * installed when the app reaches the library only through another package).
 * react-router, Redux Toolkit (with redux, immer, reselect) and react-redux are deliberately absent: apps reach
 * them only through @prohive/shared (routing, the store, the api slice, StoreProvider; remotes import Redux
 * Toolkit for types only), so they are bundled inside the one shared singleton, where webpack keeps only what it
 * uses, and are still exactly one instance at run time (see shared/src/router.ts and
 * docs/decisions/shell-and-federation.md §3 and the decision on first-visit JavaScript).
 * Prefix keys (`react/`, `react-dom/`, `@prohive/shared/`) share subpath imports such as react/jsx-runtime and
 * react-dom/client, which would otherwise load twice ("Invalid hook call").
 */
export function sharedSingletons(appDir: string): SharedConfig {
  const deps = readPackageJson(path.join(appDir, 'package.json')).dependencies ?? {};
  const range = (pkg: string) => deps[pkg] ?? `^${installedVersion(pkg)}`;
  const libraries = ['react', 'react-dom', 'styled-components', 'react-toastify'];
  const shared: SharedConfig = {};
  for (const lib of libraries) shared[lib] = { singleton: true, requiredVersion: range(lib) };
  for (const lib of ['react', 'react-dom']) {
    shared[`${lib}/`] = { singleton: true, requiredVersion: range(lib) };
  }
  // The workspace package is consumed as TypeScript source; give the share scope its real version.
  const sharedVersion = readPackageJson(path.join(REPO_ROOT, 'shared', 'package.json')).version;
  for (const key of ['@prohive/shared', '@prohive/shared/']) {
    shared[key] = { singleton: true, requiredVersion: sharedVersion, version: sharedVersion };
  }
  // The UI kit holds no run-time state (theme, router and store come from @prohive/shared), so it is shared by
  // version, not as a singleton: apps built from the same version load one copy, and a remote built from
  // another version brings and uses its own instead of waiting for the shell.
  const uiVersion = readPackageJson(path.join(REPO_ROOT, 'ui', 'package.json')).version;
  shared['@prohive/ui'] = { singleton: false, requiredVersion: uiVersion, version: uiVersion };
  return shared;
}

/**
 * The runtime plugin behind `experiments.provideExternalRuntime`, by its ES-module build. The option itself
 * registers the CommonJS build, which pulls a second (CommonJS) copy of the federation runtime and sdk into
 * the shell's main chunk (+24 KB gzip); the ES build shares the copy webpack's federation runtime already has.
 */
function provideRuntimePlugin(): string {
  const commonJsBuild = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  return path.join(path.dirname(commonJsBuild), 'index.js');
}

/**
 * The host: no build-time remotes (it registers them at run time from /remotes.json), and 'loaded-first' so
 * an offline remote cannot decide which copy of a library the site starts with.
 */
export function defineHost(appDir: string, extra: Partial<FederationOptions> = {}): FederationOptions {
  return {
    name: 'shell',
    remotes: {},
    shareStrategy: 'loaded-first',
    shared: sharedSingletons(appDir),
    dts: false,
    // Browser-only build: lets the federation runtime drop its Node.js script loading.
    experiments: { optimization: { target: 'web' } },
    ...extra,
    // The host publishes its federation runtime for the remotes (see defineRemote), so a visitor downloads
    // it once instead of once per remote container.
    runtimePlugins: [provideRuntimePlugin(), ...(extra.runtimePlugins ?? [])],
  };
}

/** A remote: a JavaScript-identifier name, `./routes` exposed, a manifest for the shell to read. */
export function defineRemote(
  name: RemoteId,
  appDir: string,
  extra: Partial<FederationOptions> = {},
): FederationOptions {
  return {
    name,
    filename: REMOTE_ENTRY_FILE,
    exposes: { ...ROUTES_EXPOSE },
    shared: sharedSingletons(appDir),
    manifest: true,
    dts: false,
    // Use the runtime the shell provides instead of bundling another copy into remoteEntry.js. Standalone
    // builds (no shell) switch this off again: see createAppConfig.
    experiments: { externalRuntime: true, optimization: { target: 'web' } },
    ...extra,
  };
}

/**
 * The server-side twin of an app's federation options. Remotes become Node containers (CommonJS, loaded by
 * the shell's server as scripts over HTTP) whose singletons must come from the shell's server (`import:
 * false`): one React and one @prohive/shared per process, the shell's. Every server build gets
 * @module-federation/node's runtime plugin, which loads containers and chunks over HTTP in Node.
 */
export function serverFederation(options: FederationOptions, kind: 'host' | 'remote'): FederationOptions {
  const shared = (options.shared ?? {}) as SharedConfig;
  const serverShared: Record<string, SharedConfig[string] & { import?: false }> = {};
  for (const [key, config] of Object.entries(shared)) {
    serverShared[key] = kind === 'remote' && config.singleton ? { ...config, import: false } : config;
  }
  const { experiments: _browserOnly, runtimePlugins: _browserPlugins, ...rest } = options;
  return {
    ...rest,
    shared: serverShared,
    remoteType: 'script',
    runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
    ...(kind === 'remote' ? { library: { type: 'commonjs-module' }, manifest: true } : { manifest: false }),
  };
}
