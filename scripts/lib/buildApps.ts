// Builds front-end apps through webpack's Node API with the same per-app webpack.config.ts that
// `npm run build -w <pkg>` uses, and records a stamp in dist so unchanged apps are not rebuilt.
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import type { Configuration, MultiStats, Stats } from 'webpack';
import { writeBuildInfo } from './buildInfo';
import type { AppDefinition } from '../apps';
import { REPO_ROOT, appDir, distDir } from '../apps';
import type { BuildArgv, BuildEnv } from '../webpack/createAppConfig';
import { hashSources } from './sourceHash';

export type BuildMode = 'production' | 'development';

const STAMP_FILE = '.build-stamp.json';

interface BuildStamp {
  hash: string;
  mode: BuildMode;
  builtAt: string;
}

/** An app's browser build, or its browser and server builds (scripts/webpack/createAppConfig.ts). */
export type AppConfig = Configuration | Configuration[];

type ConfigFactory = (env?: BuildEnv, argv?: BuildArgv) => AppConfig;

/** What an app's bundle depends on: its own sources and config, shared's sources, the build factory, the lockfile. */
export function appInputsHash(app: AppDefinition, mode: BuildMode): string {
  const dir = path.relative(REPO_ROOT, appDir(app));
  return hashSources(
    REPO_ROOT,
    [
      `${dir}/src`,
      `${dir}/public`,
      `${dir}/package.json`,
      `${dir}/webpack.config.ts`,
      `${dir}/federation.config.ts`,
      'shared/src',
      'shared/package.json',
      'scripts/webpack',
      'scripts/apps.ts',
      'package-lock.json',
    ],
    mode,
  );
}

function readStamp(app: AppDefinition): BuildStamp | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir(app), STAMP_FILE), 'utf8')) as BuildStamp;
  } catch {
    return undefined;
  }
}

/** True when dist is missing, was built in another mode, or its inputs changed since. */
export function isStale(app: AppDefinition, mode: BuildMode): boolean {
  const stamp = readStamp(app);
  return !stamp || stamp.mode !== mode || stamp.hash !== appInputsHash(app, mode);
}

export function writeStamp(app: AppDefinition, mode: BuildMode, hash = appInputsHash(app, mode)): void {
  const stamp: BuildStamp = { hash, mode, builtAt: new Date().toISOString() };
  fs.writeFileSync(path.join(distDir(app), STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
}

export function loadAppConfig(app: AppDefinition, env: BuildEnv, mode: BuildMode): AppConfig {
  const configPath = path.join(appDir(app), 'webpack.config.ts');
  // require, not import(): both tsx (the repo scripts) and Playwright (the e2e suite) hook require to compile
  // TypeScript, while a dynamic import of a .ts file bypasses Playwright's hook.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(configPath) as { default: ConfigFactory | { default: ConfigFactory } };
  // A CommonJS-compiled module may wrap the default export once more.
  const factory = typeof loaded.default === 'function' ? loaded.default : loaded.default.default;
  return factory(env, { mode });
}

function runCompiler(config: AppConfig): Promise<Stats | MultiStats> {
  return new Promise((resolve, reject) => {
    const compiler = Array.isArray(config) ? webpack(config) : webpack(config);
    compiler.run((error, stats) => {
      compiler.close((closeError) => {
        if (error ?? closeError) reject(error ?? closeError);
        else if (!stats) reject(new Error('webpack returned no stats'));
        else resolve(stats);
      });
    });
  });
}

export class BuildError extends Error {}

/** One production (or development) build of one app into its dist (or env.outputPath). */
export async function buildApp(app: AppDefinition, mode: BuildMode, env: BuildEnv = {}): Promise<number> {
  const started = Date.now();
  // Hash before building, so an edit made during the build makes the next start rebuild again.
  const hash = appInputsHash(app, mode);
  // Start from an empty folder: webpack skips rewriting files it believes unchanged, which can leave stale
  // precompressed siblings behind when only the compression settings changed.
  if (!env.outputPath) fs.rmSync(distDir(app), { recursive: true, force: true });
  const stats = await runCompiler(loadAppConfig(app, env, mode));
  if (stats.hasErrors()) {
    throw new BuildError(
      `${app.dir}: build failed\n${stats.toString({ all: false, errors: true, colors: false })}`,
    );
  }
  if (stats.hasWarnings()) {
    console.warn(stats.toString({ all: false, warnings: true, colors: false }));
  }
  if (app.remoteName) writeBuildInfo(env.outputPath ?? distDir(app), app);
  if (!env.outputPath) writeStamp(app, mode, hash);
  return Date.now() - started;
}

/** Builds apps at most `concurrency` at a time (this machine has 2 cores), failing on the first error. */
export async function buildApps(
  apps: readonly AppDefinition[],
  mode: BuildMode,
  { concurrency = 2, log = console.log }: { concurrency?: number; log?: (line: string) => void } = {},
): Promise<void> {
  const queue = [...apps];
  let failed: unknown;
  const worker = async () => {
    while (queue.length > 0 && failed === undefined) {
      const app = queue.shift()!;
      log(`  building ${app.dir} (${mode})…`);
      try {
        const ms = await buildApp(app, mode);
        log(`  built    ${app.dir} in ${(ms / 1000).toFixed(1)} s`);
      } catch (error) {
        failed ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  if (failed !== undefined) throw failed;
}
