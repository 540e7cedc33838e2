import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { findApp, portFor } from '../apps';
import { RUNTIME_CONFIG_DEFAULTS, remotesManifestFor, runtimeConfigFromEnv } from '../serve/runtimeEnv';

const host = { protocol: 'http', hostname: 'localhost' };

describe('remotesManifestFor', () => {
  it('points each remote at its own port on the host the browser used', () => {
    const manifest = remotesManifestFor(host, {});
    assert.equal(manifest.marketing, 'http://localhost:3001/mf-manifest.json');
    assert.equal(manifest.admin, 'http://localhost:3006/mf-manifest.json');
    assert.deepEqual(Object.keys(manifest), ['marketing', 'blog', 'jobs', 'free_tools', 'account', 'admin']);
  });

  it('follows REMOTE_PORT_BASE and per-remote ports', () => {
    const manifest = remotesManifestFor(host, { REMOTE_PORT_BASE: '5000', BLOG_PORT: '5999' });
    assert.equal(manifest.marketing, 'http://localhost:5000/mf-manifest.json');
    assert.equal(manifest.blog, 'http://localhost:5999/mf-manifest.json');
    assert.equal(manifest.jobs, 'http://localhost:5002/mf-manifest.json');
  });

  it('uses REMOTE_<NAME>_URL as given (deploy-time moves need no rebuild)', () => {
    const url = 'https://cdn.example.com/free-tools/v42/mf-manifest.json';
    assert.equal(remotesManifestFor(host, { REMOTE_FREE_TOOLS_URL: url }).free_tools, url);
  });
});

describe('remotesManifestFor with releases', () => {
  it('names the current release on every call, so a deploy switches it without a restart', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prohive-releases-'));
    try {
      fs.mkdirSync(path.join(dir, 'blog'));
      const env = {
        REMOTE_RELEASES_DIR: dir,
        REMOTE_BLOG_URL: 'http://gw/remotes/blog/{version}/mf-manifest.json',
      };
      fs.writeFileSync(path.join(dir, 'blog', 'current'), 'aaa111\n');
      assert.equal(remotesManifestFor(host, env).blog, 'http://gw/remotes/blog/aaa111/mf-manifest.json');
      fs.writeFileSync(path.join(dir, 'blog', 'current'), 'bbb222\n');
      assert.equal(remotesManifestFor(host, env).blog, 'http://gw/remotes/blog/bbb222/mf-manifest.json');
      assert.throws(
        () => remotesManifestFor(host, { REMOTE_BLOG_URL: env.REMOTE_BLOG_URL }),
        /REMOTE_RELEASES_DIR is not set/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('runtimeConfigFromEnv', () => {
  it('falls back to the defaults shared with the front end', () => {
    assert.deepEqual(runtimeConfigFromEnv({}), { ...RUNTIME_CONFIG_DEFAULTS });
  });

  it('takes trimmed values and leaves optional keys out when blank', () => {
    const config = runtimeConfigFromEnv({
      BLOG_API_URL: ' https://blog.example.com/wp-json ',
      GOOGLE_CLIENT_ID: '  ',
    });
    assert.equal(config.blogApiUrl, 'https://blog.example.com/wp-json');
    assert.equal('googleClientId' in config, false);
    assert.equal(
      runtimeConfigFromEnv({ STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }).stripePublishableKey,
      'pk_test_1',
    );
  });
});

describe('portFor', () => {
  it('rejects a port that is not a number with the variable named', () => {
    assert.throws(() => portFor(findApp('blog'), { BLOG_PORT: 'abc' }), /BLOG_PORT must be a port number/);
    assert.throws(() => portFor(findApp('shell'), { PORT: '70000' }), /PORT must be a port number/);
  });
});
