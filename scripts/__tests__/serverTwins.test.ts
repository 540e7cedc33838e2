import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { CachedInputFileSystem, ResolverFactory } from 'enhanced-resolve';
import type { Configuration } from 'webpack';
import { REPO_ROOT } from '../apps';
import { createAppConfigs } from '../webpack/createAppConfig';
import { defineRemote } from '../webpack/federation';

/** Where `request` from `fromDir` lands under one build's resolve options (webpack's own resolver). */
function resolveWith(config: Configuration, fromDir: string, request: string): string {
  const resolver = ResolverFactory.createResolver({
    fileSystem: new CachedInputFileSystem(fs, 4000),
    extensions: config.resolve?.extensions as string[],
    useSyncFileSystemCalls: true,
  });
  const found = resolver.resolveSync({}, fromDir, request);
  if (typeof found !== 'string') throw new Error(`${request} did not resolve from ${fromDir}`);
  return path.relative(REPO_ROOT, found);
}

describe('server twins (x.server.ts in the server build only)', () => {
  const blog = path.join(REPO_ROOT, 'mfe-blog');
  const federation = defineRemote('blog', blog);
  const [browser, server] = createAppConfigs({ appDir: blog, kind: 'remote', federation, devPort: 0 });
  const from = path.join(blog, 'src', 'lib', 'api');

  // The blog's post query (lib/api/articleEndpoints.ts) sanitises with whatever `../sanitizeContent` is; on
  // the server that must be the sanitiser that works without a DOM, or the server would render no article.
  it("gives the blog's server build the DOM-free sanitiser", () => {
    assert.equal(
      resolveWith(server!, from, '../sanitizeContent'),
      'mfe-blog/src/lib/sanitizeContent.server.ts',
    );
  });

  it("keeps the browser build on DOMPurify, never sanitize-html's parser", () => {
    assert.equal(resolveWith(browser!, from, '../sanitizeContent'), 'mfe-blog/src/lib/sanitizeContent.ts');
  });
});
