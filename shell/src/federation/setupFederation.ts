import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, remoteStatusRegistry } from '@prohive/shared';
import type { FederationRuntime } from './remoteRegistry';
import { RemoteRegistry } from './remoteRegistry';
import { fetchRemotesManifest } from './remotesManifest';
import type { KnownRemotes } from './remotesManifest';
import { createResiliencePlugin } from './resiliencePlugin';
import { outcomeOf, reportRemoteLoad } from './reportRemoteLoad';

const runtime: FederationRuntime = {
  registerRemotes: (remotes, options) => registerRemotes(remotes, options),
  registerPlugins: (plugins) => registerPlugins(plugins),
  loadRemote: <T>(id: string) => loadRemote<T>(id),
};

/**
 * Start-up composition: read /remotes.json (bounded, unless the server already gave it), register the resilience plugin and the remotes.
 * Never rejects — without remotes.json the site still renders, and each area offers Retry, which reads it
 * again.
 */
export async function setupFederation(known?: KnownRemotes): Promise<RemoteRegistry> {
  const resilience = createResiliencePlugin();
  const registry = new RemoteRegistry({
    runtime,
    fetchRemotes: () => fetchRemotesManifest(),
    plugins: [resilience],
    onReload: (name) => resilience.bustCaches(name),
    statuses: remoteStatusRegistry,
    manifestMsOf: (name) => resilience.takeManifestMs(name),
    // Loads happen in the browser only (areas load from effects and lazy components on the client).
    onLoadSettled: ({ remote, failure, totalMs, manifestMs }) =>
      reportRemoteLoad({
        remote,
        outcome: outcomeOf(failure),
        manifest_ms: manifestMs,
        entry_ms: manifestMs === null ? totalMs : totalMs - manifestMs,
      }),
  });
  // Re-check (the admin remote's /admin/remotes): every remote's manifest and entry, timed as of now.
  remoteStatusRegistry.setRechecker(async () => {
    // Only the admin's remotes page asks for it, so the probe is not part of every visitor's download.
    const { probeRemote } = await import('./remoteStatusProbe');
    await Promise.all(
      REMOTE_NAMES.map((name) => probeRemote(remoteStatusRegistry, name, registry.entryOf(name))),
    );
  });
  // A server-rendered page carries the /remotes.json the server used: no second request for it.
  let remotes: KnownRemotes = known ?? {};
  try {
    if (!known) remotes = await fetchRemotesManifest();
  } catch (error) {
    console.error('[federation] /remotes.json could not be read; areas will offer Retry.', error);
  }
  registry.configure(remotes);
  return registry;
}
