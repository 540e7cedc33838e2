import type { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { RemoteId } from '../apps';
export type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];
type SharedConfig = Record<
  string,
  {
    singleton: true;
    requiredVersion: string;
    version?: string;
  }
>;
/** What every remote exposes: its routes, typed by RemoteRoutesModule in @prohive/shared. */
export declare const ROUTES_EXPOSE: {
  readonly './routes': './src/routes.tsx';
};
/** The file each remote publishes for the shell's runtime (remotes.json points at it). */
export declare const MANIFEST_FILE = 'mf-manifest.json';
export declare const REMOTE_ENTRY_FILE = 'remoteEntry.js';
/**
 * Shared singletons, each with requiredVersion from the app's package.json (or, for a library the app only
 * reaches through another, like react-router under react-router-dom, a caret range on what is installed).
 * Prefix keys (`react/`, `react-dom/`, `@reduxjs/toolkit/`, `@prohive/shared/`) share subpath imports such
 * as react/jsx-runtime and react-dom/client, which would otherwise load twice ("Invalid hook call").
 */
export declare function sharedSingletons(appDir: string): SharedConfig;
/**
 * The host: no build-time remotes (it registers them at run time from /remotes.json), and 'loaded-first' so
 * an offline remote cannot decide which copy of a library the site starts with.
 */
export declare function defineHost(appDir: string, extra?: Partial<FederationOptions>): FederationOptions;
/** A remote: a JavaScript-identifier name, `./routes` exposed, a manifest for the shell to read. */
export declare function defineRemote(
  name: RemoteId,
  appDir: string,
  extra?: Partial<FederationOptions>,
): FederationOptions;
export {};
