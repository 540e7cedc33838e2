import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TotalsCache } from '../../src/lib/totals-cache.js';

test('the totals cache keeps only large totals, and only until they expire', () => {
  const cache = new TotalsCache(1000, 100, 2);
  cache.set('small', 99, 0);
  assert.equal(cache.get('small', 1), undefined);
  cache.set('big', 5000, 0);
  assert.equal(cache.get('big', 999), 5000);
  assert.equal(cache.get('big', 1000), undefined);
  cache.set('a', 100, 0);
  cache.set('b', 100, 0);
  cache.set('c', 100, 0);
  assert.equal(cache.get('a', 1), undefined);
  assert.equal(cache.get('c', 1), 100);
  cache.clear();
  assert.equal(cache.get('c', 1), undefined);
});
