export declare const REPO_ROOT: string;
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
export declare const SHELL: AppDefinition;
/** Remote order is also port order: REMOTE_PORT_BASE + index. */
export declare const REMOTES: readonly AppDefinition[];
export declare const APPS: readonly AppDefinition[];
export declare const DEFAULT_SHELL_PORT = 3000;
export declare const DEFAULT_REMOTE_PORT_BASE = 3001;
export declare const DEFAULT_API_PORT = 4000;
export declare function findApp(idOrDir: string): AppDefinition;
export declare function appDir(app: AppDefinition): string;
export declare function distDir(app: AppDefinition): string;
/** Port of one app: its own variable first, then PORT / REMOTE_PORT_BASE, then the defaults. */
export declare function portFor(app: AppDefinition, env?: NodeJS.ProcessEnv): number;
export declare function apiPort(env?: NodeJS.ProcessEnv): number;
