import assert from 'node:assert/strict';
import { test } from 'node:test';
import { categoryCatalogue } from '../../../src/modules/categories/catalogue.js';
import { describeEachDatabase } from '../../helpers/databases.js';

describeEachDatabase('category catalogue', (suite) => {
  test('holds the ten categories in display order and finds them by slug, id and text', async () => {
    const catalogue = await categoryCatalogue(suite.handle.db);
    const rows = await suite.handle.db
      .selectFrom('service_categories')
      .select(['id', 'slug', 'title'])
      .orderBy('sort_order')
      .execute();
    assert.equal(catalogue.all.length, 10);
    assert.deepEqual(catalogue.all, rows);
    const plumbing = catalogue.bySlug('plumbing');
    assert.equal(plumbing?.title, 'Plumbing');
    assert.deepEqual(catalogue.byId(plumbing!.id), plumbing);
    assert.equal(catalogue.bySlug('nope'), undefined);
    // Title or slug, any case, any part of it.
    assert.deepEqual(catalogue.matching('PLUMB'), [plumbing!.id]);
    assert.deepEqual(
      catalogue.matching('ing'),
      rows.filter((row) => /ing/i.test(row.title) || /ing/i.test(row.slug)).map((row) => row.id),
    );
    assert.deepEqual(catalogue.matching('zzz'), []);
    // Read once: the same catalogue for the same database.
    assert.equal(await categoryCatalogue(suite.handle.db), catalogue);
  });
});
