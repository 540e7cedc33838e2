// What the cluster tests need from the machine, and what happens when something is missing: on a developer's
// machine the tests skip and say why; under CI a missing piece is a failure, never a silent skip.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { APPS, distDir } from '../apps';
import { nginxBinary } from './nginxConf';
import { postgresBinDir } from './privatePostgres';

/** CI systems set CI=true (some CI=1); anything but empty, "false" or "0" counts. */
export function isCi(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = (env.CI ?? '').trim().toLowerCase();
  return value !== '' && value !== 'false' && value !== '0';
}

/** Whether something accepts TCP connections on 127.0.0.1:port (synchronously: the skip is decided at load). */
function reachable(port: number): boolean {
  const probe = `require('net').connect(${port}, '127.0.0.1').on('connect', () => process.exit(0)).on('error', () => process.exit(1))`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 3000 }).status === 0;
}

/** What the machine lacks for the cluster tests, in words; empty when everything is there. */
export function missingPrerequisites(): string[] {
  return [
    nginxBinary() ? null : 'nginx',
    // The tests run their own PostgreSQL server (they stop and start it), from the installed binaries.
    postgresBinDir() ? null : 'PostgreSQL server binaries (/usr/lib/postgresql/<version>/bin)',
    reachable(6379) ? null : 'Redis on 127.0.0.1:6379',
    APPS.every((app) => fs.existsSync(distDir(app))) ? null : 'a build (npm run build)',
  ].filter((item): item is string => item !== null);
}

/** The `skip` option of the cluster suites: false to run, a reason to skip; throws under CI. */
export function skipUnlessReady(
  missing: string[],
  env: NodeJS.ProcessEnv = process.env,
  warn: (line: string) => void = console.warn,
): string | false {
  if (missing.length === 0) return false;
  if (isCi(env)) throw new Error(`cluster tests need ${missing.join(', ')} (CI=${env.CI})`);
  const reason = `missing ${missing.join(', ')}`;
  // A skipped stage still counts as passed in npm test's summary, so say it where it will be seen.
  warn(`cluster tests SKIPPED: ${reason}`);
  return reason;
}
