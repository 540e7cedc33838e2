import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IMMUTABLE, REVALIDATE, cacheControlFor } from '../serve/cachePolicy';

describe('cacheControlFor', () => {
  it('lets browsers keep content-hashed files for a year, compressed or not', () => {
    for (const file of ['470.a5c801b295.js', 'dist/470.a5c801b295.js.gz', 'assets/logo.0123456789.svg.br']) {
      assert.equal(cacheControlFor(file), IMMUTABLE, file);
    }
  });

  it('revalidates every file that names other files, so a redeploy is seen on the next load', () => {
    for (const file of [
      'index.html',
      'remoteEntry.js',
      'remoteEntry.js.br',
      'mf-manifest.json.gz',
      'mf-stats.json',
    ]) {
      assert.equal(cacheControlFor(file), REVALIDATE, file);
    }
  });

  it('gives unhashed static files a short cache', () => {
    assert.equal(cacheControlFor('favicon.svg'), 'public, max-age=300');
  });
});
