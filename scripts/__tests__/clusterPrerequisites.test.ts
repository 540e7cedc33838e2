import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isCi, skipUnlessReady } from '../cluster/prerequisites';

describe('the cluster tests on a machine without nginx, PostgreSQL or Redis', () => {
  it('fail under CI instead of skipping', () => {
    for (const CI of ['true', '1', 'TRUE'])
      assert.throws(() => skipUnlessReady(['nginx', 'Redis on 127.0.0.1:6379'], { CI }), /need nginx, Redis/);
  });

  it('skip with the reason elsewhere, and run when nothing is missing', () => {
    for (const CI of [undefined, '', 'false', '0']) {
      const printed: string[] = [];
      assert.equal(isCi({ CI }), false);
      assert.equal(
        skipUnlessReady(['nginx'], { CI }, (line) => printed.push(line)),
        'missing nginx',
      );
      // Said out loud: npm test's summary would show the skipped stage as passed.
      assert.deepEqual(printed, ['cluster tests SKIPPED: missing nginx']);
    }
    assert.equal(skipUnlessReady([], { CI: 'true' }), false);
  });
});
