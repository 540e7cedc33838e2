import { hash, verify } from '@node-rs/argon2';

/** argon2id cost (config.ts reads it from the environment). */
export interface PasswordHashingCost {
  /** argon2id memory in KiB. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

// The package's Algorithm is an ambient const enum, which isolatedModules cannot read; 2 is Argon2id.
const ARGON2ID = 2;
const DECOY_PASSWORD = 'decoy-password-never-matches';

/** argon2id hashing with a configurable cost, so tests can run cheaply while production stays strong. */
export class PasswordHasher {
  #decoyHash: Promise<string> | null = null;

  constructor(private readonly cost: PasswordHashingCost) {}

  /** Prepares the decoy at start-up, so the first unknown-email login is not the slow one. */
  async warmUp(): Promise<void> {
    this.#decoyHash ??= this.hash(DECOY_PASSWORD);
    await this.#decoyHash;
  }

  hash(password: string): Promise<string> {
    return hash(password, { algorithm: ARGON2ID, ...this.cost });
  }

  async verify(storedHash: string, password: string): Promise<boolean> {
    try {
      return await verify(storedHash, password);
    } catch {
      // A malformed stored hash is a failed check, not a server error.
      return false;
    }
  }

  /**
   * Spends the same work as a real check when there is no account (or no password) to check against, so
   * response time does not reveal whether an email is registered.
   */
  async verifyAgainstDecoy(password: string): Promise<false> {
    this.#decoyHash ??= this.hash(DECOY_PASSWORD);
    await this.verify(await this.#decoyHash, password);
    return false;
  }
}
