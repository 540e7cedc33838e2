// The running site as global-setup left it (ports, process groups), shared with the test workers through a
// file, plus the operations the tests use to take a remote down and bring it (or a new build of it) back.
import fs from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import type { AppId } from '../../scripts/apps';
import { findApp } from '../../scripts/apps';
import type { SiteState } from '../../scripts/lib/composedSite';
import { startAppProcess, stopProcessGroup } from '../../scripts/lib/composedSite';
import { EXCLUSIVE_PROJECT } from './exclusiveSpecs';

export const STATE_FILE = path.join(__dirname, '..', '.state', 'site.json');

export function readSiteState(): SiteState {
  if (!fs.existsSync(STATE_FILE)) {
    throw new Error(`No running site (${STATE_FILE} is missing): run the suite with \`npm run e2e\`.`);
  }
  return JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as SiteState;
}

export function writeSiteState(state: SiteState): void {
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  fs.writeFileSync(STATE_FILE, `${JSON.stringify(state, null, 2)}\n`);
}

/** Other specs run in a second browser at the same time, except the ones listed in exclusiveSpecs.ts. */
function assertRunningAlone(action: string): void {
  const { project, file } = test.info();
  if (project.name !== EXCLUSIVE_PROJECT) {
    throw new Error(
      `${path.basename(file)} ${action}s a server while other specs are running: list it in e2e/support/exclusiveSpecs.ts`,
    );
  }
}

/** Takes one app's server down (its whole process group). */
export async function stopApp(id: AppId): Promise<void> {
  assertRunningAlone('stop');
  const state = readSiteState();
  const pid = state.pids[id];
  if (pid !== undefined) await stopProcessGroup(pid);
  delete state.pids[id];
  writeSiteState(state);
}

/** Serves one app again on its usual port, from its dist or from `root` (a redeployed build). */
export async function startApp(id: AppId, root?: string): Promise<void> {
  assertRunningAlone('start');
  const state = readSiteState();
  const env = id === 'shell' ? state.shellEnv : {};
  const child = await startAppProcess(findApp(id), state.ports[id], { root, env });
  // Detached on purpose: the server must outlive this worker; global teardown stops it by its group id.
  child.unref();
  if (child.pid !== undefined) state.pids[id] = child.pid;
  writeSiteState(state);
}
