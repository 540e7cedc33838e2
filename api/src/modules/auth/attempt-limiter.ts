import type { LimitRule } from '../../lib/attempt-limiter.js';

export interface AuthRateLimits {
  loginPerIp: LimitRule;
  loginFailuresPerEmail: LimitRule;
  registerPerIp: LimitRule;
  registerPerEmail: LimitRule;
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  loginPerIp: { max: 30, windowSeconds: 60 },
  loginFailuresPerEmail: { max: 10, windowSeconds: 15 * 60 },
  registerPerIp: { max: 20, windowSeconds: 60 * 60 },
  registerPerEmail: { max: 5, windowSeconds: 60 * 60 },
};
