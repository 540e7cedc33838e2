// Independent delivery of one remote: every build is published into its own folder named by its content
// (`.cluster/releases/<remote>/<version>/`), never overwritten, so chunks a loaded page still references stay
// reachable; a `current` pointer file says which version the shell's /remotes.json names, and `history` lists
// what was made current, newest last, so a rollback knows where to go back to.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../apps';

export const DEFAULT_RELEASES_DIR = path.join(REPO_ROOT, '.cluster', 'releases');

function filesUnder(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    )
    .sort();
}

/** A 12-hex-digit hash of every file's name and bytes: the same build always gets the same version. */
function versionOf(buildDir: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of filesUnder(buildDir)) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(buildDir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

function remoteDir(releasesDir: string, remote: string): string {
  return path.join(releasesDir, remote);
}

export function currentVersion(releasesDir: string, remote: string): string | null {
  try {
    return fs.readFileSync(path.join(remoteDir(releasesDir, remote), 'current'), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

function history(releasesDir: string, remote: string): string[] {
  try {
    return fs
      .readFileSync(path.join(remoteDir(releasesDir, remote), 'history'), 'utf8')
      .split('\n')
      .filter(Boolean);
  } catch {
    return [];
  }
}

/** Replaces a file in one rename, so a reader sees the old or the new content, never half of it. */
function writeAtomically(file: string, text: string): void {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, file);
}

function makeCurrent(releasesDir: string, remote: string, version: string, versions: string[]): void {
  const dir = remoteDir(releasesDir, remote);
  writeAtomically(path.join(dir, 'history'), versions.map((v) => `${v}\n`).join(''));
  writeAtomically(path.join(dir, 'current'), `${version}\n`);
}

/** Copies a build into its version folder (once) and makes it current. */
export function publish(releasesDir: string, remote: string, buildDir: string): string {
  const version = versionOf(buildDir);
  const target = path.join(remoteDir(releasesDir, remote), version);
  if (!fs.existsSync(target)) {
    const temp = `${target}.${process.pid}.tmp`;
    fs.rmSync(temp, { recursive: true, force: true });
    fs.cpSync(buildDir, temp, { recursive: true });
    fs.renameSync(temp, target);
  }
  const past = history(releasesDir, remote);
  if (past.at(-1) !== version) makeCurrent(releasesDir, remote, version, [...past, version]);
  return version;
}

/** Makes the version before the current one current again; its files were never removed. */
export function rollback(releasesDir: string, remote: string): string {
  const past = history(releasesDir, remote);
  if (past.length < 2) throw new Error(`${remote}: no earlier release to roll back to`);
  const versions = past.slice(0, -1);
  const version = versions.at(-1)!;
  makeCurrent(releasesDir, remote, version, versions);
  return version;
}
