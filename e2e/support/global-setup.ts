import fs from 'node:fs';
import { APPS } from '../../scripts/apps';
import { buildApps, isStale } from '../../scripts/lib/buildApps';
import { startComposedSite, stopProcessGroup } from '../../scripts/lib/composedSite';
import { STATE_FILE, readSiteState, writeSiteState } from './siteState';

/**
 * Builds any app whose dist is missing or stale (`npm test` has just built everything, so usually none),
 * starts the composed site on free ports with a throwaway database, and returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stale = APPS.filter((app) => isStale(app, 'production'));
  if (stale.length > 0) {
    console.log(`e2e: building ${stale.map((app) => app.id).join(', ')} first`);
    await buildApps(stale, 'production', { log: () => undefined });
  }
  // Every test reaches the api from 127.0.0.1, so the per-address registration and sign-in limits (20 and 30)
  // would count the whole suite as one person; the limits themselves are tested in the api suite.
  const site = await startComposedSite({
    withApi: true,
    env: { REGISTER_LIMIT_PER_IP: '1000/3600', LOGIN_LIMIT_PER_IP: '1000/60' },
  });
  writeSiteState(site.state);
  console.log(`e2e: site at ${site.state.baseUrl}, api at ${site.state.apiUrl}`);

  return async () => {
    // Tests may have replaced servers (stopped, restarted, redeployed): stop whatever the state file lists.
    const state = fs.existsSync(STATE_FILE) ? readSiteState() : site.state;
    await Promise.all(
      Object.values(state.pids).map((pid) => (pid === undefined ? undefined : stopProcessGroup(pid))),
    );
    await site.stop();
    fs.rmSync(STATE_FILE, { force: true });
  };
}
