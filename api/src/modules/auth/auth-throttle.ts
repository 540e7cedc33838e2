import { HttpError } from '../../http-errors.js';
import { secondsUntil, type LimitRule } from '../../lib/attempt-limiter.js';
import type { AuthRateLimits } from './attempt-limiter.js';
import type { Counter, CounterStore } from './counter-store.js';

function refused(message: string, retryAfterSeconds: number): HttpError {
  return new HttpError(429, `${message} Please try again in ${retryAfterSeconds} seconds.`, undefined, {
    'retry-after': String(retryAfterSeconds),
  });
}

const key = {
  attempts: (ip: string) => `login:ip:${ip}`,
  ipFailures: (ip: string) => `login-failed:ip:${ip}`,
  pairFailures: (ip: string, email: string) => `login-failed:ip+email:${ip} ${email}`,
  emailFailures: (email: string) => `login-failed:email:${email}`,
  registerIp: (ip: string) => `register:ip:${ip}`,
  registerEmail: (email: string) => `register:email:${email}`,
  registerTaken: (ip: string) => `register-taken:ip:${ip}`,
};

/**
 * Who may try to sign in or sign up right now. Failures are counted per address and per address + email, so an
 * address that keeps failing is refused, but no count kept per email alone can refuse an attempt: otherwise
 * anyone could keep any user or admin out by failing on purpose. An account failing from many addresses only
 * gets a tighter per address + email limit. Emails are expected normalised (trimmed, lower case).
 */
export class AuthThrottle {
  constructor(
    private readonly store: CounterStore,
    private readonly limits: AuthRateLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws 429 when this address (or this address for this email) may not try now; counts the attempt. */
  async beforeSignIn(ip: string, email?: string): Promise<void> {
    const attempts = await this.store.increment(key.attempts(ip), this.limits.loginPerIp.windowSeconds);
    if (attempts.count > this.limits.loginPerIp.max) {
      throw refused('Too many sign-in attempts from your address.', this.#secondsLeft(attempts));
    }
    const ipFailures = await this.store.peek(key.ipFailures(ip));
    if (this.#reached(ipFailures, this.limits.loginFailuresPerIp.max)) {
      throw refused('Too many failed sign-in attempts from your address.', this.#secondsLeft(ipFailures));
    }
    if (email === undefined) return;
    const [pairFailures, emailFailures] = await Promise.all([
      this.store.peek(key.pairFailures(ip, email)),
      this.store.peek(key.emailFailures(email)),
    ]);
    const underAttack = this.#reached(emailFailures, this.limits.loginFailuresPerEmail.max);
    const pairMax = underAttack
      ? Math.min(
          this.limits.loginFailuresPerIpAndEmailUnderAttack,
          this.limits.loginFailuresPerIpAndEmail.max,
        )
      : this.limits.loginFailuresPerIpAndEmail.max;
    if (this.#reached(pairFailures, pairMax)) {
      throw refused(
        'Too many failed sign-in attempts for this email from your address.',
        this.#secondsLeft(pairFailures),
      );
    }
  }

  /** A wrong password, an unknown email, or a Google token that proved nothing. */
  async signInFailed(ip: string, email?: string): Promise<void> {
    await this.#count(key.ipFailures(ip), this.limits.loginFailuresPerIp);
    if (email === undefined) return;
    await Promise.all([
      this.#count(key.pairFailures(ip, email), this.limits.loginFailuresPerIpAndEmail),
      this.#count(key.emailFailures(email), this.limits.loginFailuresPerEmail),
    ]);
  }

  /**
   * Only the address + email count is forgiven: forgiving the address would let an attacker clear it by signing
   * in to an account of their own between guesses, and the per-email count is the attack still going on.
   */
  async signInSucceeded(ip: string, email: string): Promise<void> {
    await this.store.delete(key.pairFailures(ip, email));
  }

  /** Throws 429 when this address or email has tried to sign up too often, or found too many taken emails. */
  async beforeRegister(ip: string, email: string): Promise<void> {
    await this.#enforce(key.registerIp(ip), this.limits.registerPerIp, 'Too many sign-up attempts.');
    await this.#enforce(key.registerEmail(email), this.limits.registerPerEmail, 'Too many sign-up attempts.');
    const taken = await this.store.peek(key.registerTaken(ip));
    if (this.#reached(taken, this.limits.registerEmailTakenPerIp.max)) {
      throw refused('Too many sign-up attempts from your address.', this.#secondsLeft(taken));
    }
  }

  /** Counts an "email already taken" answer, which tells the caller that the account exists. */
  async registerFoundEmailTaken(ip: string): Promise<void> {
    await this.#count(key.registerTaken(ip), this.limits.registerEmailTakenPerIp);
  }

  async #enforce(counterKey: string, rule: LimitRule, message: string): Promise<void> {
    const counter = await this.#count(counterKey, rule);
    if (counter.count > rule.max) throw refused(message, this.#secondsLeft(counter));
  }

  #count(counterKey: string, rule: LimitRule): Promise<Counter> {
    return this.store.increment(counterKey, rule.windowSeconds);
  }

  #reached(counter: Counter | null, max: number): counter is Counter {
    return counter !== null && counter.count >= max;
  }

  #secondsLeft(counter: Counter): number {
    return secondsUntil(counter.resetsAt, this.now());
  }
}
