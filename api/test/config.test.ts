import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import {
  ConfigError,
  DEFAULT_DATA_DIR,
  isTestCheckoutAnnounced,
  loadConfig,
  parseDuration,
  productionProblems,
} from '../src/config.js';

test('defaults match the team contract', () => {
  const config = loadConfig({}, '/somewhere/else');
  assert.equal(config.port, 4000);
  assert.equal(config.host, '127.0.0.1');
  // The repository's .data, resolved from the api package, whatever the working directory.
  assert.equal(config.dataDir, DEFAULT_DATA_DIR);
  assert.equal(path.basename(DEFAULT_DATA_DIR), '.data');
  assert.equal(path.dirname(DEFAULT_DATA_DIR), path.resolve(import.meta.dirname, '..', '..'));
  assert.equal(config.databaseUrl, null);
  assert.equal(config.jwtSecret, null);
  // Short-lived access tokens; the session lives on in the HttpOnly refresh cookie (issue #17).
  assert.equal(config.jwtTtlSeconds, 15 * 60);
  assert.equal(config.refreshTtlSeconds, 30 * 86_400);
  assert.deepEqual(config.siteOrigins, ['http://127.0.0.1:3000', 'http://localhost:3000']);
  assert.equal(config.googleClientId, null);
  assert.equal(config.googleJwksUrl, 'https://www.googleapis.com/oauth2/v3/certs');
  assert.equal(config.seedOnEmpty, true);
  assert.equal(config.passwordHashing.memoryCost, 19_456);
  assert.deepEqual(config.authRateLimits.loginPerIp, { max: 30, windowSeconds: 60 });
  assert.deepEqual(config.trustProxy, ['loopback']);
});

test('rate limits and proxy trust are configurable', () => {
  const config = loadConfig({
    LOGIN_LIMIT_PER_IP: '500/60',
    REGISTER_LIMIT_PER_IP: '1000/3600',
    TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
  });
  assert.deepEqual(config.authRateLimits.loginPerIp, { max: 500, windowSeconds: 60 });
  assert.deepEqual(config.authRateLimits.registerPerIp, { max: 1000, windowSeconds: 3600 });
  assert.deepEqual(config.authRateLimits.registerPerEmail, { max: 5, windowSeconds: 3600 });
  assert.deepEqual(config.trustProxy, ['10.0.0.0/8', '127.0.0.1']);
  assert.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
  assert.throws(() => loadConfig({ LOGIN_LIMIT_PER_IP: 'lots' }), /LOGIN_LIMIT_PER_IP must look like 30\/60/);
});

test('environment values are read and relative DATA_DIR resolves against the working directory', () => {
  const config = loadConfig(
    {
      API_PORT: '4100',
      API_HOST: '0.0.0.0',
      DATA_DIR: 'var/data',
      DATABASE_URL: 'postgres://u:p@db:5432/prohive',
      JWT_SECRET: 'x'.repeat(32),
      JWT_TTL: '12h',
      SITE_ORIGINS: 'https://prohive.example, https://www.prohive.example/',
      GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com',
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'warn',
    },
    '/srv/app',
  );
  assert.equal(config.port, 4100);
  assert.equal(config.dataDir, '/srv/app/var/data');
  assert.equal(config.databaseUrl, 'postgres://u:p@db:5432/prohive');
  assert.equal(config.jwtTtlSeconds, 43_200);
  assert.deepEqual(config.siteOrigins, ['https://prohive.example', 'https://www.prohive.example']);
  assert.equal(config.seedOnEmpty, false);
  assert.equal(config.logLevel, 'warn');
});

test('REFRESH_TTL is configurable and must outlive the access token', () => {
  assert.equal(loadConfig({ REFRESH_TTL: '7d' }).refreshTtlSeconds, 7 * 86_400);
  assert.throws(() => loadConfig({ REFRESH_TTL: 'soon' }), /REFRESH_TTL must look like 30d/);
  assert.throws(
    () => loadConfig({ JWT_TTL: '2h', REFRESH_TTL: '1h' }),
    /REFRESH_TTL must be longer than JWT_TTL/,
  );
});

test('production does not seed unless asked', () => {
  assert.equal(loadConfig({ NODE_ENV: 'production' }).seedOnEmpty, false);
  assert.equal(loadConfig({ NODE_ENV: 'production', SEED_ON_EMPTY: 'true' }).seedOnEmpty, true);
});

test('every invalid value is reported at once', () => {
  assert.throws(
    () =>
      loadConfig({
        API_PORT: '99999',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        JWT_TTL: 'forever',
        SITE_ORIGINS: 'not-a-url',
        LOG_LEVEL: 'loud',
        SEED_ON_EMPTY: 'maybe',
      }),
    (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      assert.equal(error.problems.length, 7);
      return true;
    },
  );
});

test('durations', () => {
  assert.equal(parseDuration('7d'), 604_800);
  assert.equal(parseDuration('30m'), 1800);
  assert.equal(parseDuration('90'), 90);
  assert.equal(parseDuration('0s'), null);
  assert.equal(parseDuration('1w'), null);
});

test('each bad value is named with what it must be and what was given', () => {
  const problems = (env: NodeJS.ProcessEnv): string[] => {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };
  assert.deepEqual(problems({ API_PORT: '1.5' }), [
    'API_PORT must be a whole number between 0 and 65535 (got "1.5")',
  ]);
  // Hex, exponents and signs are not quietly turned into numbers.
  assert.equal(problems({ ARGON2_TIME_COST: '0x10' }).length, 1);
  assert.equal(problems({ API_BODY_LIMIT_BYTES: '1e6' }).length, 1);
  assert.deepEqual(problems({ ALLOW_TEST_CHECKOUT: 'yes' }), [
    'ALLOW_TEST_CHECKOUT must be true or false (got "yes")',
  ]);
  assert.match(
    problems({ TRUST_PROXY: 'gateway' })[0] ?? '',
    /^TRUST_PROXY must be false, true, or a comma list/,
  );
  assert.equal(problems({ TRUST_PROXY: '10.0.0.300' }).length, 1);
  assert.equal(problems({ TRUST_PROXY: '10.0.0.0/33' }).length, 1);
  assert.deepEqual(problems({ GOOGLE_JWKS_URL: 'not a url' }), [
    'GOOGLE_JWKS_URL must be a URL (got "not a url")',
  ]);
  // Surrounding spaces are forgiven, as before.
  assert.equal(loadConfig({ API_PORT: ' 4100 ' }).port, 4100);
});

test('TRUST_PROXY names exact hops: the compose gateway address, CIDRs, or nobody', () => {
  assert.deepEqual(loadConfig({ TRUST_PROXY: '172.29.80.10' }).trustProxy, ['172.29.80.10']);
  assert.deepEqual(loadConfig({ TRUST_PROXY: 'loopback, fd00::/8' }).trustProxy, ['loopback', 'fd00::/8']);
  assert.equal(loadConfig({ TRUST_PROXY: '' }).trustProxy, false);
  assert.equal(loadConfig({ TRUST_PROXY: 'true' }).trustProxy, true);
});

test('production refuses to run the free test checkout unless it is explicitly allowed', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
  const [problem, ...others] = productionProblems(loadConfig(production));
  assert.match(problem ?? '', /STRIPE_SECRET_KEY is not set/);
  assert.match(problem ?? '', /ALLOW_TEST_CHECKOUT=true/);
  assert.deepEqual(others, []);

  const allowed = loadConfig({ ...production, ALLOW_TEST_CHECKOUT: 'true' });
  assert.deepEqual(productionProblems(allowed), []);
  assert.equal(isTestCheckoutAnnounced(allowed), true);

  const paid = loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_abc' });
  assert.deepEqual(productionProblems(paid), []);
  assert.equal(isTestCheckoutAnnounced(paid), false);
  assert.equal(
    isTestCheckoutAnnounced(
      loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_abc', ALLOW_TEST_CHECKOUT: 'true' }),
    ),
    false,
  );

  // Development keeps its free checkout without a flag and without a notice.
  const development = loadConfig({});
  assert.deepEqual(productionProblems(development), []);
  assert.equal(isTestCheckoutAnnounced(development), false);
});

test('production seeds demo accounts only when SEED_ON_EMPTY=true is given in that run', () => {
  assert.equal(loadConfig({ NODE_ENV: 'production', SEED_ON_EMPTY: '' }).seedOnEmpty, false);
  assert.equal(loadConfig({ NODE_ENV: 'production', SEED_ON_EMPTY: '1' }).seedOnEmpty, true);
  assert.equal(loadConfig({ NODE_ENV: 'development' }).seedOnEmpty, true);
});
