import assert from 'node:assert/strict';
import { hostname } from 'node:os';
import { test } from 'node:test';
import { ConfigError, loadConfig } from '../src/config.js';

test('replica settings: defaults for one process, validated values for several', () => {
  const defaults = loadConfig({});
  assert.equal(defaults.redisUrl, null);
  assert.equal(defaults.redisKeyPrefix, 'prohive:');
  assert.equal(defaults.replicaId, `${hostname()}:${process.pid}`);
  assert.equal(defaults.shutdownTimeoutMs, 10_000);
  assert.equal(defaults.metricsToken, null);

  const set = loadConfig({
    REDIS_URL: 'redis://127.0.0.1:6379/2',
    REDIS_KEY_PREFIX: 'prohive-eu:',
    REPLICA_ID: 'api-2',
    SHUTDOWN_TIMEOUT_MS: '25000',
    METRICS_TOKEN: 'a-long-enough-metrics-token',
  });
  assert.equal(set.redisUrl, 'redis://127.0.0.1:6379/2');
  assert.equal(set.redisKeyPrefix, 'prohive-eu:');
  assert.equal(set.replicaId, 'api-2');
  assert.equal(set.shutdownTimeoutMs, 25_000);
  assert.equal(set.metricsToken, 'a-long-enough-metrics-token');
});

test('bad replica settings stop the start with one line each', () => {
  assert.throws(
    () =>
      loadConfig({
        REDIS_URL: 'http://127.0.0.1:6379',
        REPLICA_ID: 'api 2<script>',
        SHUTDOWN_TIMEOUT_MS: '5',
        METRICS_TOKEN: 'short',
      }),
    (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      assert.deepEqual(error.problems.map((problem) => problem.split(' ')[0]).sort(), [
        'METRICS_TOKEN',
        'REDIS_URL',
        'REPLICA_ID',
        'SHUTDOWN_TIMEOUT_MS',
      ]);
      return true;
    },
  );
});
