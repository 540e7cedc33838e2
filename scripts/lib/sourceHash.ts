// A fingerprint of everything that goes into one app's bundle, so the launcher rebuilds only what changed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SKIP_DIRS = new Set(['node_modules', 'dist', '.tsbuild', '__tests__', '__fixtures__', 'test-results']);
const SKIP_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

function collect(target: string, files: string[]): void {
  if (!fs.existsSync(target)) return;
  const stat = fs.statSync(target);
  if (stat.isFile()) {
    files.push(target);
    return;
  }
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) collect(path.join(target, entry.name), files);
    } else if (entry.isFile() && !SKIP_FILE.test(entry.name)) {
      files.push(path.join(target, entry.name));
    }
  }
}

/** sha256 over the relative paths and contents of the given files and folders (tests excluded), plus `salt`. */
export function hashSources(root: string, targets: readonly string[], salt = ''): string {
  const files: string[] = [];
  for (const target of targets) collect(path.resolve(root, target), files);
  files.sort();
  const hash = crypto.createHash('sha256').update(salt);
  for (const file of files) {
    hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}
