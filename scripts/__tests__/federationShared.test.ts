import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { REPO_ROOT } from '../apps';
import { defineHost, defineRemote, serverFederation, sharedSingletons } from '../webpack/federation';

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

  it('shares the UI kit (and its subpaths) by version, not as a singleton, so a remote can ship a newer kit alone', () => {
    for (const key of ['@prohive/ui', '@prohive/ui/']) {
      assert.deepEqual(shared[key], {
        singleton: false,
        requiredVersion: versionOf('ui'),
        version: versionOf('ui'),
      });
    }
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

  it("gives the shell's server every run-time subpath of @prohive/shared, since remotes' server containers bring none", () => {
    const host = serverFederation(defineHost(path.join(REPO_ROOT, 'shell')), 'host').shared as Record<
      string,
      { singleton: boolean; import?: string | false }
    >;
    const limits = host['@prohive/shared/limits'];
    assert.equal(limits?.singleton, true);
    assert.equal(limits?.import, path.join(REPO_ROOT, 'shared', 'src', 'limits.ts'));
    assert.equal(host['@prohive/shared/testing'], undefined, 'test helpers are no run-time entry');

    const remote = serverFederation(defineRemote('jobs', path.join(REPO_ROOT, 'mfe-jobs')), 'remote')
      .shared as Record<string, { import?: string | false }>;
    assert.equal(remote['@prohive/shared/']?.import, false);
    assert.equal(remote['@prohive/shared/limits'], undefined);
  });
});
