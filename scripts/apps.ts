// The seven front-end apps in one table: where each lives, what Module Federation calls it and which port it
// serves on. The build, the launcher, the benchmarks and the e2e suite all read this, so a port or a name is
// changed in one place.
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..');

export type RemoteId = 'marketing' | 'blog' | 'jobs' | 'free_tools' | 'account' | 'admin';
export type AppId = 'shell' | RemoteId;

export interface AppDefinition {
  id: AppId;
  /** Folder under the repo root (also the npm workspace). */
  dir: string;
  packageName: string;
  /** Module Federation container name; absent for the shell, which is a pure host. */
  remoteName?: RemoteId;
  /** Environment variable that overrides this app's port. */
  portEnv: string;
}

export const SHELL: AppDefinition = {
  id: 'shell',
  dir: 'shell',
  packageName: '@prohive/shell',
  portEnv: 'PORT',
};

/** Remote order is also port order: REMOTE_PORT_BASE + index. */
export const REMOTES: readonly AppDefinition[] = (
  [
    ['marketing', 'mfe-marketing'],
    ['blog', 'mfe-blog'],
    ['jobs', 'mfe-jobs'],
    ['free_tools', 'mfe-free-tools'],
    ['account', 'mfe-account'],
    ['admin', 'mfe-admin'],
  ] as const
).map(([id, dir]) => ({
  id,
  dir,
  packageName: `@prohive/${dir}`,
  remoteName: id,
  portEnv: `${id.toUpperCase()}_PORT`,
}));

export const APPS: readonly AppDefinition[] = [SHELL, ...REMOTES];

export const DEFAULT_SHELL_PORT = 3000;
export const DEFAULT_REMOTE_PORT_BASE = 3001;
export const DEFAULT_API_PORT = 4000;

export function findApp(idOrDir: string): AppDefinition {
  const app = APPS.find((a) => a.id === idOrDir || a.dir === idOrDir || a.packageName === idOrDir);
  if (!app) {
    throw new Error(`Unknown app "${idOrDir}". Known: ${APPS.map((a) => a.id).join(', ')}`);
  }
  return app;
}

export function appDir(app: AppDefinition): string {
  return path.join(REPO_ROOT, app.dir);
}

export function distDir(app: AppDefinition): string {
  return path.join(appDir(app), 'dist');
}

function readPort(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number (0-65535), got "${raw}"`);
  }
  return port;
}

/** Port of one app: its own variable first, then PORT / REMOTE_PORT_BASE, then the defaults. */
export function portFor(app: AppDefinition, env: NodeJS.ProcessEnv = process.env): number {
  if (app.id === 'shell') return readPort(env, 'PORT', DEFAULT_SHELL_PORT);
  const base = readPort(env, 'REMOTE_PORT_BASE', DEFAULT_REMOTE_PORT_BASE);
  return readPort(env, app.portEnv, base + REMOTES.indexOf(app));
}

export function apiPort(env: NodeJS.ProcessEnv = process.env): number {
  return readPort(env, 'API_PORT', DEFAULT_API_PORT);
}
