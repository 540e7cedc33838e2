import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { REPO_ROOT } from '../apps';
import { sharedSingletons } from '../webpack/federation';

const versionOf = (dir: string) =>
  (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, dir, 'package.json'), 'utf8')) as { version: string })
    .version;

describe('federation shared config', () => {
  const shared = sharedSingletons(path.join(REPO_ROOT, 'mfe-jobs'));

  it('keeps @prohive/shared (and its subpaths) one singleton', () => {
    for (const key of ['@prohive/shared', '@prohive/shared/']) {
      assert.deepEqual(shared[key], {
        singleton: true,
        requiredVersion: versionOf('shared'),
        version: versionOf('shared'),
      });
    }
  });

  it('shares the UI kit by version, not as a singleton, so a remote can ship a newer kit alone', () => {
    assert.deepEqual(shared['@prohive/ui'], {
      singleton: false,
      requiredVersion: versionOf('ui'),
      version: versionOf('ui'),
    });
  });

  it('leaves the libraries only @prohive/shared uses at run time to be bundled inside it', () => {
    // Redux Toolkit and react-redux are reached through @prohive/shared (remotes import them for types only):
    // shared on their own they were loaded whole on every first visit (docs/decisions/shell-and-federation.md §37).
    for (const key of [
      '@reduxjs/toolkit',
      '@reduxjs/toolkit/',
      'react-redux',
      'react-router',
      'react-router-dom',
    ]) {
      assert.equal(shared[key], undefined, key);
    }
    for (const key of ['react', 'react/', 'react-dom', 'react-dom/', 'styled-components', 'react-toastify']) {
      assert.equal(shared[key]?.singleton, true, key);
    }
  });
});
