import { readFile, unlink, writeFile } from 'node:fs/promises';

export class DatabaseInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is in use by process ${pid} (an api server or a db:* command). ` +
        'Stop that process first, use another DATA_DIR, or set DATABASE_URL.',
    );
    this.name = 'DatabaseInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is an embedded, single-process database with no lock of its own: two processes opening one folder
 * corrupt it. This pid file makes the second one stop with a message instead. A lock left by a process that
 * no longer runs is taken over.
 */
export async function lockPgliteDir(
  dir: string,
  /** Told the pid of a process that held the lock and is gone: it did not stop cleanly. */
  onStale: (pid: number) => void = () => undefined,
): Promise<() => Promise<void>> {
  // Beside the folder, not in it: the folder is PGlite's own data directory.
  const file = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return async () => {
        await unlink(file).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DatabaseInUseError(dir, holder);
      }
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid) onStale(holder);
      await unlink(file).catch(() => undefined);
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
