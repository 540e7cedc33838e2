import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parsePublicPages, SERVICE_PAGE_SLUGS, STATIC_PAGES } from '../../../src/modules/sitemap/pages.js';

const SHARED_LIST = new URL('../../../../shared/src/contracts/publicPages.json', import.meta.url);

test('the sitemap pages are the shared public page list, one address per page', () => {
  const list = JSON.parse(readFileSync(SHARED_LIST, 'utf8')) as {
    pages: { path: string; sameAs?: string }[];
    servicePageSlugs: string[];
  };
  assert.deepEqual(
    STATIC_PAGES,
    list.pages.filter((page) => !page.sameAs).map((page) => page.path),
  );
  assert.ok(!STATIC_PAGES.includes('/about-us'), '/about-us is the same page as /about');
  assert.deepEqual(SERVICE_PAGE_SLUGS, list.servicePageSlugs);
});

test('a list that is not the expected shape fails with a message naming the file', () => {
  assert.throws(
    () => parsePublicPages('{"pages":[{"path":"about"}],"servicePageSlugs":[]}'),
    /publicPages\.json/,
  );
  assert.throws(() => parsePublicPages('{"pages":[],"servicePageSlugs":[1]}'), /publicPages\.json/);
  assert.deepEqual(parsePublicPages('{"pages":[{"path":"/a"}],"servicePageSlugs":["b"]}').servicePageSlugs, [
    'b',
  ]);
});
