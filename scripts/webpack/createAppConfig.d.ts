import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import type { FederationOptions } from './federation';
export type AppKind = 'host' | 'remote';
export interface AppConfigOptions {
  /** The app's folder (its webpack.config.ts passes __dirname). */
  appDir: string;
  kind: AppKind;
  federation: FederationOptions;
  /** Port for `webpack serve` (start-alone / dev server). */
  devPort: number;
}
/** What webpack-cli passes as `--env` (e.g. `--env standalone`) plus our Node-API callers. */
export interface BuildEnv {
  /** Remote only: also emit index.html + its own bootstrap, to run the remote alone on its port. */
  standalone?: boolean;
  /** Write output somewhere other than <app>/dist (the e2e suite builds a redeployed remote into a temp dir). */
  outputPath?: string;
  /** Values replaced at build time, e.g. a marker string in e2e. */
  define?: Record<string, string>;
}
export interface BuildArgv {
  mode?: 'production' | 'development' | 'none';
}
export declare function createAppConfig(
  options: AppConfigOptions,
  env?: BuildEnv,
  argv?: BuildArgv,
): Configuration & {
  devServer?: DevServerConfiguration;
};
