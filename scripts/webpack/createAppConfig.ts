// One webpack configuration for every app (the shell and the six remotes), so they all build the same way:
// swc for TypeScript (including @prohive/shared and @prohive/ui, consumed as source), content-hashed output in <app>/dist,
// source maps, precompressed .gz/.br beside every text asset, and Module Federation per architecture §3.
import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import { gzip as zopfliGzip } from '@gfx/zopfli';
import type { ZopfliOptions } from '@gfx/zopfli';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import type webpack from 'webpack';
import type { Configuration, PathData, RuleSetRule } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { REPO_ROOT, apiPort } from '../apps';
import { SERVER_DIR, serverFederation, type FederationOptions } from './federation';

export { SERVER_DIR };

export type AppKind = 'host' | 'remote';

export interface AppConfigOptions {
  /** The app's folder (its webpack.config.ts passes __dirname). */
  appDir: string;
  kind: AppKind;
  federation: FederationOptions;
  /** Port for `webpack serve` (start-alone / dev server). */
  devPort: number;
  /** Values the HTML template reads as `htmlWebpackPlugin.options.<name>` (the shell's base stylesheet). */
  templateParameters?: Record<string, string>;
}

/** What webpack-cli passes as `--env` (e.g. `--env standalone`) plus our Node-API callers. */
export interface BuildEnv {
  /** Remote only: also emit index.html + its own bootstrap, to run the remote alone on its port. */
  standalone?: boolean;
  /** Write output somewhere other than <app>/dist, e.g. to stage a redeploy (no build stamp is written). */
  outputPath?: string;
}

export interface BuildArgv {
  mode?: 'production' | 'development' | 'none';
}

const STANDALONE_TEMPLATE = path.join(__dirname, 'standalone.html');
const SHARED_SRC = path.join(REPO_ROOT, 'shared', 'src');
const UI_SRC = path.join(REPO_ROOT, 'ui', 'src');
const TEXT_ASSETS = /\.(js|mjs|css|html|json|svg|txt)$/;

/**
 * react-router 7's package.json sends every bundler to its development build (its exports map has no
 * `production` condition), which keeps dev-only checks and messages: ~4 KB gzip more on every first visit.
 * Production builds point at the production build the package ships beside it (same API, same markup).
 */
function productionAliases(production: boolean): Record<string, string> {
  if (!production) return {};
  const dist = path.join(REPO_ROOT, 'node_modules', 'react-router', 'dist', 'production');
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
}

function typescriptRule(appDir: string, production: boolean): RuleSetRule {
  return {
    test: /\.[cm]?tsx?$/,
    include: [path.join(appDir, 'src'), SHARED_SRC, UI_SRC],
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
        },
        sourceMaps: true,
      },
    },
  };
}

function compressionPlugins(): webpack.WebpackPluginInstance[] {
  // Both encodings are written at build time so the static servers never compress on the fly.
  const common = { test: TEXT_ASSETS, threshold: 1024, minRatio: 0.9 };
  return [
    // Zopfli writes standard gzip about 3% smaller than zlib's best level; it costs build time, not run time.
    new CompressionPlugin<ZopfliOptions>({
      ...common,
      algorithm: (input, options, callback) => zopfliGzip(input, options, callback),
      compressionOptions: { numiterations: 15 },
      filename: '[path][base].gz',
    }),
    new CompressionPlugin<zlib.BrotliOptions>({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

const HASHED_JS = '[name].[contenthash:10].js';

/**
 * Entry chunks' filename. The federation runtime module asks for its own chunk's filename (only to learn the
 * output folder) while webpack is still hashing, before any [contenthash] exists, and webpack 5.111 no longer
 * forgives that (module-federation/core#5077). Until the chunk has its hash we answer with the same folder and
 * no hash; the emitted file always gets the hashed name.
 */
const entryFilename = (pathData: PathData): string => {
  const chunk = pathData.chunk as { contentHash?: Record<string, string> } | undefined;
  return chunk?.contentHash?.javascript ? HASHED_JS : '[name].js';
};

export function createAppConfig(
  options: AppConfigOptions,
  env: BuildEnv = {},
  argv: BuildArgv = {},
): Configuration & { devServer?: DevServerConfiguration } {
  const { appDir, kind } = options;
  const mode = argv.mode ?? 'production';
  const production = mode === 'production';
  const standalone = kind === 'remote' && env.standalone === true;
  // The host and a standalone remote boot from src/index.ts (async boundary → bootstrap). A federated remote
  // needs no entry of its own: the federation plugin adds the container entry (remoteEntry.js).
  const hasPage = kind === 'host' || standalone;
  // Alone, a remote has no shell to provide the federation runtime, so it bundles its own.
  const federation: FederationOptions = standalone
    ? { ...options.federation, experiments: { ...options.federation.experiments, externalRuntime: false } }
    : options.federation;
  const outputPath = env.outputPath ?? path.join(appDir, 'dist');

  return {
    mode,
    context: appDir,
    entry: hasPage ? { main: './src/index.ts' } : {},
    target: 'web',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputPath,
      // Remotes are loaded from whatever origin serves them; the shell's HTML needs absolute URLs for deep links.
      publicPath: kind === 'host' ? '/' : 'auto',
      filename: production ? entryFilename : '[name].js',
      chunkFilename: production ? HASHED_JS : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: federation.name,
      // The server build writes into dist/server of the same folder; the build scripts empty dist first.
      clean: { keep: new RegExp(`^${SERVER_DIR}/`) },
    },
    resolve: {
      // The repo's node_modules as well, so an app copied elsewhere (the e2e redeploy test) still builds.
      modules: ['node_modules', path.join(REPO_ROOT, 'node_modules')],
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: productionAliases(production),
    },
    resolveLoader: { modules: ['node_modules', path.join(REPO_ROOT, 'node_modules')] },
    module: {
      rules: [
        typescriptRule(appDir, production),
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        {
          test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: 4096 } },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin(federation),
      ...(hasPage
        ? [
            new HtmlWebpackPlugin({
              template: kind === 'host' ? path.join(appDir, 'public', 'index.html') : STANDALONE_TEMPLATE,
              ...(kind === 'host' ? { favicon: path.join(appDir, 'public', 'favicon.svg') } : {}),
              scriptLoading: 'defer',
              ...options.templateParameters,
            }),
          ]
        : []),
      ...(production ? compressionPlugins() : []),
    ],
    optimization: {
      // swc's minifier: several times faster than terser on this 2-core machine, for about the same output.
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          extractComments: false,
          terserOptions: { compress: { passes: 2 }, mangle: true, format: { comments: false } },
        }),
      ],
      // Stable ids keep unchanged chunks' hashes (and browser caches) across rebuilds.
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
    },
    // Budgets are enforced by `npm run bench -- --check` on what a visitor downloads, not per asset here.
    performance: false,
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
    devServer: {
      port: options.devPort,
      host: '127.0.0.1',
      hot: false,
      liveReload: true,
      historyApiFallback: hasPage,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // A remote run alone still talks to the api (start it with `npm start` or `npm start -w @prohive/api`).
      proxy: [{ context: ['/api'], target: `http://127.0.0.1:${apiPort()}` }],
      client: { overlay: { warnings: false, errors: true } },
    },
  };
}

/**
 * The server build finds `x.server.ts(x)` before `x.ts(x)` for an extensionless import of `./x`: a module
 * whose browser version needs a DOM (the blog's DOMPurify sanitiser) gets a Node twin with the same exports,
 * and the browser build never sees the twin nor its dependencies. Only TypeScript sources have twins
 * (packages ship `.js`), so nothing in node_modules changes.
 */
const SERVER_EXTENSIONS = ['.server.tsx', '.server.ts', '.tsx', '.ts', '.mjs', '.js', '.json'];

/**
 * The server build of an app, into <dist>/server: for a remote, a Node container (remoteEntry.js, CommonJS,
 * chunks loaded over HTTP by @module-federation/node's runtime plugin) that the shell's server loads at run
 * time from the same origin as the browser build; for the shell, the renderer its static server calls per
 * page request. Same sources, loaders and singletons as the browser build; no minification or compression
 * (nobody downloads it), and CSS imports become no-ops (styles reach the page through the browser build).
 */
export function createServerConfig(
  options: AppConfigOptions,
  env: BuildEnv = {},
  argv: BuildArgv = {},
): Configuration {
  const { appDir, kind } = options;
  const mode = argv.mode ?? 'production';
  const production = mode === 'production';
  const browserOutput = env.outputPath ?? path.join(appDir, 'dist');
  return {
    mode,
    context: appDir,
    entry: kind === 'host' ? { main: './src/server/index.ts' } : {},
    target: 'async-node',
    devtool: false,
    output: {
      path: path.join(browserOutput, SERVER_DIR),
      // Chunks are found from the container's own URL (the runtime plugin's fallback), wherever it is deployed.
      publicPath: '',
      filename: '[name].js',
      chunkFilename: production ? HASHED_JS : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: `${options.federation.name}_server`,
      ...(kind === 'host' ? { library: { type: 'commonjs2' } } : {}),
      clean: true,
    },
    resolve: {
      modules: ['node_modules', path.join(REPO_ROOT, 'node_modules')],
      extensions: SERVER_EXTENSIONS,
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: productionAliases(production),
    },
    resolveLoader: { modules: ['node_modules', path.join(REPO_ROOT, 'node_modules')] },
    module: {
      rules: [
        typescriptRule(appDir, production),
        { test: /\.css$/, type: 'javascript/auto', loader: path.join(__dirname, 'nullCssLoader.js') },
        {
          test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: 4096 } },
          generator: { emit: false },
        },
      ],
    },
    plugins: [new ModuleFederationPlugin(serverFederation(options.federation, kind))],
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: false,
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/** Both builds of an app: what its webpack.config.ts exports (a standalone build has no server side). */
export function createAppConfigs(
  options: AppConfigOptions,
  env: BuildEnv = {},
  argv: BuildArgv = {},
): Configuration[] {
  const browser = createAppConfig(options, env, argv);
  if (options.kind === 'remote' && env.standalone === true) return [browser];
  return [browser, createServerConfig(options, env, argv)];
}
