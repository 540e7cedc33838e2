import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig } from '../../../src/config.js';
import { DEFAULT_AUTH_RATE_LIMITS } from '../../../src/modules/auth/attempt-limiter.js';

test('the sign-in failure limits and the "email taken" limit are read from the environment', () => {
  const limits = loadConfig({
    LOGIN_FAILURE_LIMIT_PER_IP: '40/600',
    LOGIN_FAILURE_LIMIT_PER_IP_AND_EMAIL: '8/600',
    LOGIN_FAILURE_LIMIT_PER_EMAIL: '50/1800',
    LOGIN_ATTACKED_LIMIT_PER_IP_AND_EMAIL: '3',
    REGISTER_EMAIL_TAKEN_LIMIT_PER_IP: '10/86400',
  }).authRateLimits;
  assert.deepEqual(limits, {
    ...DEFAULT_AUTH_RATE_LIMITS,
    loginFailuresPerIp: { max: 40, windowSeconds: 600 },
    loginFailuresPerIpAndEmail: { max: 8, windowSeconds: 600 },
    loginFailuresPerEmail: { max: 50, windowSeconds: 1800 },
    loginFailuresPerIpAndEmailUnderAttack: 3,
    registerEmailTakenPerIp: { max: 10, windowSeconds: 86_400 },
  });
  assert.deepEqual(loadConfig({}).authRateLimits, DEFAULT_AUTH_RATE_LIMITS);
  assert.throws(
    () => loadConfig({ LOGIN_ATTACKED_LIMIT_PER_IP_AND_EMAIL: '0' }),
    /LOGIN_ATTACKED_LIMIT_PER_IP_AND_EMAIL must be a whole number/,
  );
});
