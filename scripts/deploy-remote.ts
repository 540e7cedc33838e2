// `npm run deploy:remote -- <remote> [--rollback] [--no-build] [--from <dir>]`: ships one remote to the running
// local cluster (`npm run start:cluster`) without rebuilding or restarting anything else. The remote is rebuilt,
// its build is published into .cluster/releases/<remote>/<version>/ and the `current` pointer the shell's
// /remotes.json reads on every request moves to it. `--rollback` moves the pointer back to the release before.
// `--from <dir>` publishes a build made elsewhere (a CI artefact) instead of building here.
import fs from 'node:fs';
import path from 'node:path';
import { distDir, findApp } from './apps';
import { buildApp } from './lib/buildApps';
import { MANIFEST_FILE } from './webpack/federation';
import { DEFAULT_RELEASES_DIR, currentVersion, publish, rollback } from './cluster/releases';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const fromAt = args.indexOf('--from');
  const from = fromAt === -1 ? undefined : args[fromAt + 1];
  if (fromAt !== -1 && (!from || from.startsWith('--'))) throw new Error('--from needs a build folder');
  const id = args.find((arg, index) => !arg.startsWith('--') && (fromAt === -1 || index !== fromAt + 1));
  if (!id)
    throw new Error(
      'Usage: npm run deploy:remote -- <marketing|blog|jobs|free_tools|account|admin> [--rollback] [--no-build] [--from <dir>]',
    );
  const app = findApp(id);
  if (app.id === 'shell') throw new Error('deploy:remote ships remotes; the shell is deployed with the site');
  const releasesDir = process.env.CLUSTER_RELEASES_DIR ?? DEFAULT_RELEASES_DIR;
  const before = currentVersion(releasesDir, app.id);
  if (args.includes('--rollback')) {
    const version = rollback(releasesDir, app.id);
    console.log(`${app.id}: ${before} → ${version} (rolled back)`);
    return;
  }
  if (!from && !args.includes('--no-build')) {
    const ms = await buildApp(app, 'production');
    console.log(`${app.id}: built in ${(ms / 1000).toFixed(1)} s`);
  }
  const buildDir = from ? path.resolve(from) : distDir(app);
  // A folder without a manifest would become a release the shell cannot load: refuse it before switching.
  if (!fs.existsSync(path.join(buildDir, MANIFEST_FILE)))
    throw new Error(`${buildDir} has no ${MANIFEST_FILE}: not a build of a remote`);
  const version = publish(releasesDir, app.id, buildDir);
  console.log(
    version === before
      ? `${app.id}: ${version} is already current (the build did not change)`
      : `${app.id}: ${before ?? 'none'} → ${version}; the shell hands out the new manifest from now on`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
