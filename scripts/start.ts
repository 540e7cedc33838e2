// `npm start`: builds whatever is missing or stale, starts the api on its embedded database with demo data,
// and serves every app from its own port as its own origin. `npm run dev` (--watch) does the same with
// development builds that rebuild on change. Ctrl-C stops everything.
import path from 'node:path';
import webpack from 'webpack';
import type { Watching } from 'webpack';

/** What webpack's watch returns for one config or for an app's browser + server configs. */
type AppWatching = Pick<Watching, 'close'>;
import type { AppDefinition } from './apps';
import { APPS, REPO_ROOT, apiPort, distDir, portFor } from './apps';
import { isApiStale, buildApi, startApi } from './lib/api';
import type { BuildMode } from './lib/buildApps';
import { appInputsHash, buildApps, isStale, loadAppConfig, writeStamp } from './lib/buildApps';
import { isShuttingDown, onShutdown, shutdown } from './lib/processes';
import { startAppServer } from './serve/appServer';

function assertDistinctPorts(ports: Map<string, number>): void {
  const seen = new Map<number, string>();
  for (const [name, port] of ports) {
    const other = seen.get(port);
    if (other) throw new Error(`${name} and ${other} are both set to port ${port}`);
    seen.set(port, name);
  }
}

/** A development watcher for one app; resolves once its first build is done (rejects if that build failed). */
function watchApp(app: AppDefinition, mode: BuildMode): Promise<AppWatching> {
  return new Promise((resolve, reject) => {
    let first = true;
    const config = loadAppConfig(app, {}, mode);
    const compiler = Array.isArray(config) ? webpack(config) : webpack(config);
    const watching = compiler.watch({ aggregateTimeout: 300 }, (error, stats) => {
      const failed =
        error?.message ?? (stats?.hasErrors() ? stats.toString({ all: false, errors: true }) : undefined);
      if (failed) console.error(`✗ ${app.dir}: build failed\n${failed}`);
      else {
        writeStamp(app, mode, appInputsHash(app, mode));
        if (!first) console.log(`↻ ${app.dir} rebuilt; reload the page to see it`);
      }
      if (!first) return;
      first = false;
      if (failed) reject(new Error(`${app.dir}: first build failed`));
      else if (watching) resolve(watching);
      else reject(new Error(`${app.dir}: webpack did not start watching`));
    });
  });
}

async function main(): Promise<void> {
  const watch = process.argv.includes('--watch');
  const mode: BuildMode = watch ? 'development' : 'production';
  const host = process.env.HOST ?? '127.0.0.1';
  const ports = new Map<string, number>(APPS.map((app) => [app.id, portFor(app)]));
  ports.set('api', apiPort());
  assertDistinctPorts(ports);
  const shellPort = ports.get('shell')!;

  console.log(`Prohive: ${watch ? 'development (watching for changes)' : 'production build'}`);
  if (watch) {
    console.log('Building every app once, then watching…');
    const watchers = await Promise.all(APPS.map((app) => watchApp(app, mode)));
    onShutdown(() =>
      Promise.all(watchers.map((w) => new Promise<void>((done) => w.close(() => done())))).then(
        () => undefined,
      ),
    );
  } else {
    const stale = APPS.filter((app) => isStale(app, mode));
    if (stale.length > 0) {
      console.log(
        `Building ${stale.length} of ${APPS.length} apps (missing or changed since the last build):`,
      );
      await buildApps(stale, mode);
    } else {
      console.log('Every app is up to date with its sources (delete <app>/dist to force a rebuild).');
    }
  }

  if (isApiStale()) {
    console.log('Building the api…');
    await buildApi();
  }
  const dataDir = path.resolve(REPO_ROOT, process.env.DATA_DIR ?? '.data');
  console.log(
    `Starting the api (${process.env.DATABASE_URL ? 'DATABASE_URL' : `embedded database in ${dataDir}`})…`,
  );
  const api = await startApi({
    port: ports.get('api')!,
    dataDir,
    // Request logs would bury the URL lines; LOG_LEVEL=info brings them back.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    siteOrigins: [
      `http://${host}:${shellPort}`,
      `http://localhost:${shellPort}`,
      `http://127.0.0.1:${shellPort}`,
    ],
  });
  onShutdown(() => api.stop());
  api.process.once('exit', (code) => {
    if (isShuttingDown()) return;
    console.error(`The api stopped unexpectedly (exit ${code ?? 'by signal'}); stopping everything.`);
    void shutdown(1);
  });

  const servers = await Promise.all(
    APPS.map((app) =>
      startAppServer({
        app,
        root: distDir(app),
        port: ports.get(app.id)!,
        host,
        apiTarget: app.id === 'shell' ? api.url : undefined,
        development: watch,
      }),
    ),
  );
  onShutdown(() => Promise.all(servers.map((server) => server.close())).then(() => undefined));

  console.log('');
  for (const server of servers) {
    const label = server.app.id === 'shell' ? 'site (shell)' : `remote ${server.app.id}`;
    console.log(`  ${label.padEnd(18)} ${server.url}/`);
  }
  console.log(`  ${'api'.padEnd(18)} ${api.url}/api  (docs: ${api.url}/api/docs)`);
  console.log('');
  console.log(`Open http://${host}:${shellPort}/ — Ctrl-C stops everything.`);
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
});
