import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SourceMapGenerator } from 'source-map-js';
import { charactersByOwner, ownerOf, parseOwnerKey, shareOut } from '../lib/bundleOwners';

describe('ownerOf', () => {
  it('names the npm package, scoped or not', () => {
    assert.deepEqual(ownerOf('webpack://shell/node_modules/react-dom/cjs/react-dom-client.production.js'), {
      name: 'react-dom',
      kind: 'library',
    });
    assert.deepEqual(
      ownerOf('webpack://shell/../node_modules/@reduxjs/toolkit/dist/query/rtk-query.modern.mjs'),
      {
        name: '@reduxjs/toolkit',
        kind: 'library',
      },
    );
  });

  it('names the workspace package or the app for app code, as written and as source-map-js normalises it', () => {
    assert.deepEqual(ownerOf('webpack://shell/../shared/src/api/apiSlice.ts'), {
      name: 'shared',
      kind: 'app',
    });
    assert.deepEqual(ownerOf('webpack://shell/shared/src/api/apiSlice.ts'), { name: 'shared', kind: 'app' });
    assert.deepEqual(ownerOf('webpack://marketing/./src/pages/HomePage.tsx'), {
      name: 'marketing',
      kind: 'app',
    });
    assert.deepEqual(ownerOf('webpack://shell/src/bootstrap.tsx'), { name: 'shell', kind: 'app' });
  });

  it("charges webpack's runtime and unmapped code to the bundler", () => {
    assert.deepEqual(ownerOf('webpack://shell/webpack/runtime/sharing'), {
      name: 'webpack',
      kind: 'bundler',
    });
    assert.deepEqual(ownerOf(null), { name: 'webpack', kind: 'bundler' });
  });
});

describe('charactersByOwner', () => {
  it('charges each stretch of a line to the source of the mapping that starts it', () => {
    const code = 'aaaaBBBBBBcc\nDDD';
    const map = new SourceMapGenerator({ file: 'chunk.js' });
    const at = (line: number, column: number, source: string) =>
      map.addMapping({ generated: { line, column }, original: { line: 1, column: 0 }, source });
    at(1, 0, 'webpack://shell/../node_modules/react/index.js');
    at(1, 4, 'webpack://shell/../ui/src/Button.tsx');
    at(1, 10, 'webpack://shell/../node_modules/react/index.js');
    at(2, 0, 'webpack://shell/../ui/src/Stars.tsx');
    const owners = charactersByOwner(code, JSON.parse(map.toString()));
    assert.deepEqual(Object.fromEntries(owners), { 'library:react': 6, 'app:ui': 9 });
    assert.deepEqual(parseOwnerKey('library:@reduxjs/toolkit'), {
      kind: 'library',
      name: '@reduxjs/toolkit',
    });
  });
});

describe('shareOut', () => {
  it('splits the gzip size in proportion, and nothing when there is nothing to split', () => {
    const shares = shareOut(
      new Map([
        ['a', 3],
        ['b', 1],
      ]),
      100,
    );
    assert.deepEqual(Object.fromEntries(shares), { a: 75, b: 25 });
    assert.equal(shareOut(new Map(), 100).size, 0);
  });
});
