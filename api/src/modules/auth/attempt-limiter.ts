import type { LimitRule } from '../../lib/attempt-limiter.js';

export interface AuthRateLimits {
  /** Every sign-in attempt (password or Google) from one address, failed or not: a flood guard. */
  loginPerIp: LimitRule;
  /** Failed sign-ins from one address, whatever the email: past it the address is refused for the window. */
  loginFailuresPerIp: LimitRule;
  /** Failed sign-ins for one email from one address: past it that address may not try that email. */
  loginFailuresPerIpAndEmail: LimitRule;
  /**
   * Failed sign-ins for one email from any address. Past it the account counts as under attack, which never
   * blocks it (its owner, from an address that has not been failing, still signs in) but tightens the per
   * address + email limit to `loginFailuresPerIpAndEmailUnderAttack`.
   */
  loginFailuresPerEmail: LimitRule;
  loginFailuresPerIpAndEmailUnderAttack: number;
  registerPerIp: LimitRule;
  registerPerEmail: LimitRule;
  /** "Email already taken" answers per address: each one tells that an account exists (docs/decisions/api.md §9). */
  registerEmailTakenPerIp: LimitRule;
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  loginPerIp: { max: 30, windowSeconds: 60 },
  loginFailuresPerIp: { max: 20, windowSeconds: 15 * 60 },
  loginFailuresPerIpAndEmail: { max: 5, windowSeconds: 15 * 60 },
  loginFailuresPerEmail: { max: 10, windowSeconds: 15 * 60 },
  loginFailuresPerIpAndEmailUnderAttack: 2,
  registerPerIp: { max: 20, windowSeconds: 60 * 60 },
  registerPerEmail: { max: 5, windowSeconds: 60 * 60 },
  registerEmailTakenPerIp: { max: 3, windowSeconds: 60 * 60 },
};
