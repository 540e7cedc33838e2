import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const SIGNING_KEY_FILE = 'jwt-signing-key';

/**
 * The HMAC key for access tokens: JWT_SECRET when configured, otherwise a random key generated on first
 * start and kept in the data folder, so tokens survive restarts without a secret ever living in the code.
 */
export async function resolveSigningKey(jwtSecret: string | null, dataDir: string): Promise<Uint8Array> {
  if (jwtSecret) return new TextEncoder().encode(jwtSecret);

  const file = path.join(dataDir, SIGNING_KEY_FILE);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    const key = Buffer.from(stored, 'base64url');
    if (key.length >= 32) return new Uint8Array(key);
    throw new Error(`${file} holds fewer than 32 bytes; delete it to have a new key generated`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }

  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(64);
  try {
    // 'wx' fails if another process created the key first; then that key wins and we read it.
    await writeFile(file, key.toString('base64url') + '\n', { mode: 0o600, flag: 'wx' });
    return new Uint8Array(key);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return resolveSigningKey(null, dataDir);
    throw error;
  }
}
