import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { nextDocumentNumber } from '../../../src/modules/documents/numbering.js';
import { bearerFor, buildTestApp, createUser } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';

/** A small, valid invoice; override any top-level field. */
function invoice(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'invoice',
    title: 'Kitchen sink repair',
    number: 'INV-0001',
    content: {
      template: 'classic',
      business: {
        name: 'Bright Pipes',
        email: 'hi@brightpipes.test',
        phone: '',
        address: '1 Main St',
        logo: 'data:image/png;base64,iVBORw0KGgo=',
      },
      customer: { name: 'Casey Customer', email: '', phone: '', address: '' },
      issue_date: '2026-11-25',
      due_date: '',
      payment_method: '',
      site_address: '',
      scheduled_date: '',
      work_description: '',
      items: [{ description: 'Labour', quantity: 1.5, unit_price_cents: 8000 }],
      tax_rate_ppm: 88_750,
      discount_type: 'percent',
      discount_value: 100_000,
      notes: '',
      terms: 'Due in 30 days',
    },
    ...overrides,
  };
}

describeEachDatabase('documents', (suite) => {
  let app: App;
  before(async () => {
    // A low cap so the limit test does not have to save 500 documents.
    app = await buildTestApp(suite.handle, { documentLimit: 3 });
  });
  after(async () => {
    await app.close();
  });

  const signedIn = async (roleId = 4) => {
    const user = await createUser(suite.handle.db, { roleId });
    return { user, headers: await bearerFor(app, user) };
  };
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = {}, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  test('save, list (by kind, paged), reopen, replace, duplicate under the next number, delete', async () => {
    const { headers } = await signedIn();
    const created = await send('POST', '/api/documents', headers, invoice({ title: '  Sink  ' }));
    assert.equal(created.statusCode, 201, created.body);
    const saved = created.json().data;
    assert.equal(saved.title, 'Sink');
    assert.equal(saved.kind, 'invoice');
    assert.deepEqual(saved.content.items, [{ description: 'Labour', quantity: 1.5, unit_price_cents: 8000 }]);
    assert.equal(saved.content.business.logo, 'data:image/png;base64,iVBORw0KGgo=');

    const receipt = await send(
      'POST',
      '/api/documents',
      headers,
      invoice({ kind: 'receipt', number: 'R-7' }),
    );
    assert.equal(receipt.statusCode, 201, receipt.body);

    const all = (await send('GET', '/api/documents', headers)).json();
    assert.deepEqual(all.meta, { page: 1, per_page: 20, total: 2, last_page: 1 });
    assert.deepEqual(
      all.data.map((doc: { number: string }) => doc.number),
      ['R-7', 'INV-0001'],
    );
    assert.equal(all.data[0].customer_name, 'Casey Customer');
    assert.equal('content' in all.data[0], false, 'the list carries summaries, not whole documents');
    const invoices = (await send('GET', '/api/documents?kind=invoice&per_page=1', headers)).json();
    assert.equal(invoices.data.length, 1);
    assert.deepEqual(invoices.meta, { page: 1, per_page: 1, total: 1, last_page: 1 });
    const pageTwo = (await send('GET', '/api/documents?page=2&per_page=1', headers)).json();
    assert.equal(pageTwo.data[0].number, 'INV-0001');
    assert.equal(pageTwo.meta.total, 2);

    const reopened = (await send('GET', `/api/documents/${saved.id}`, headers)).json().data;
    assert.deepEqual(reopened, saved);

    const body = invoice();
    const replaced = await send('PUT', `/api/documents/${saved.id}`, headers, {
      title: 'Sink and tap',
      number: 'INV-0009',
      content: { ...body.content, notes: 'Thanks!' },
    });
    assert.equal(replaced.statusCode, 200, replaced.body);
    assert.equal(replaced.json().data.content.notes, 'Thanks!');
    assert.equal(replaced.json().data.number, 'INV-0009');

    const copy = await send('POST', `/api/documents/${saved.id}/duplicate`, headers);
    assert.equal(copy.statusCode, 201, copy.body);
    assert.equal(copy.json().data.title, 'Sink and tap (copy)');
    assert.equal(copy.json().data.number, 'INV-0010');
    assert.equal(copy.json().data.content.notes, 'Thanks!');

    assert.equal((await send('DELETE', `/api/documents/${saved.id}`, headers)).statusCode, 204);
    assert.equal((await send('GET', `/api/documents/${saved.id}`, headers)).statusCode, 404);
    assert.equal((await send('DELETE', `/api/documents/${saved.id}`, headers)).statusCode, 404);
  });

  test("owner only: another user's document is a 404 on every route, and signed-out callers get 401", async () => {
    const owner = await signedIn();
    const stranger = await signedIn(3);
    const admin = await signedIn(1);
    const id = (await send('POST', '/api/documents', owner.headers, invoice())).json().data.id;
    for (const other of [stranger, admin]) {
      assert.equal((await send('GET', `/api/documents/${id}`, other.headers)).statusCode, 404);
      const body = invoice();
      const put = await send('PUT', `/api/documents/${id}`, other.headers, {
        title: 'Mine now',
        number: 'X-1',
        content: body.content,
      });
      assert.equal(put.statusCode, 404);
      assert.equal((await send('POST', `/api/documents/${id}/duplicate`, other.headers)).statusCode, 404);
      assert.equal((await send('DELETE', `/api/documents/${id}`, other.headers)).statusCode, 404);
      assert.equal((await send('GET', '/api/documents', other.headers)).json().meta.total, 0);
    }
    assert.equal(
      (await send('GET', `/api/documents/${id}`, owner.headers)).json().data.title,
      'Kitchen sink repair',
    );
    assert.equal((await send('GET', '/api/documents')).statusCode, 401);
    assert.equal((await send('POST', '/api/documents', {}, invoice())).statusCode, 401);
    assert.equal((await send('GET', `/api/documents/${id}`)).statusCode, 401);
  });

  test('validation: 422 with the field named, never a 500', async () => {
    const { headers } = await signedIn();
    const base = invoice();
    const withContent = (content: Record<string, unknown>) =>
      invoice({ content: { ...base.content, ...content } });
    const cases: Array<[object, string]> = [
      [invoice({ kind: 'estimate' }), 'kind'],
      [invoice({ title: '   ' }), 'title'],
      [invoice({ title: 'x'.repeat(121) }), 'title'],
      [invoice({ number: '' }), 'number'],
      [withContent({ template: 'fancy' }), 'content.template'],
      [withContent({ tax_rate_ppm: 1_000_001 }), 'content.tax_rate_ppm'],
      [withContent({ tax_rate_ppm: 8.5 }), 'content.tax_rate_ppm'],
      [withContent({ discount_value: 1_000_001 }), 'content.discount_value'],
      [withContent({ notes: 'x'.repeat(2001) }), 'content.notes'],
      [withContent({ issue_date: 'tomorrow' }), 'content.issue_date'],
      [
        withContent({ items: [{ description: 'A', quantity: -1, unit_price_cents: 1 }] }),
        'content.items.0.quantity',
      ],
      [
        withContent({ items: [{ description: 'A', quantity: 1, unit_price_cents: 1.5 }] }),
        'content.items.0.unit_price_cents',
      ],
      [withContent({ items: Array.from({ length: 101 }, () => base.content.items[0]) }), 'content.items'],
      [
        withContent({ business: { ...base.content.business, logo: 'data:image/svg+xml;base64,PHN2Zz4=' } }),
        'content.business.logo',
      ],
    ];
    for (const [payload, field] of cases) {
      const response = await send('POST', '/api/documents', headers, payload);
      assert.equal(response.statusCode, 422, `${field}: ${response.body}`);
      const errors = Object.keys(response.json().errors ?? {});
      assert.ok(
        errors.some((name) => name === field || name.startsWith(`${field}.`)),
        `${field} not in ${errors.join(', ')}`,
      );
    }
    // Unknown keys are dropped (Fastify's removeAdditional), so they are never stored.
    const extra = await send('POST', '/api/documents', headers, withContent({ extra: 'x'.repeat(5000) }));
    assert.equal(extra.statusCode, 201, extra.body);
    assert.equal('extra' in extra.json().data.content, false);
    // An amount discount may exceed 100% worth of cents; only a percent one is capped.
    const amount = await send(
      'POST',
      '/api/documents',
      headers,
      withContent({ discount_type: 'amount', discount_value: 5_000_000 }),
    );
    assert.equal(amount.statusCode, 201, amount.body);
    assert.equal((await send('GET', '/api/documents?kind=quote', headers)).statusCode, 422);
    assert.equal((await send('GET', '/api/documents?per_page=101', headers)).statusCode, 422);
  });

  test('per-account cap: the next save or duplicate past it is a 422 saying so; racing saves stop at the cap', async () => {
    const { headers } = await signedIn();
    const first = await send('POST', '/api/documents', headers, invoice());
    const race = await Promise.all(
      [1, 2, 3, 4].map(() => send('POST', '/api/documents', headers, invoice())),
    );
    assert.deepEqual(race.map((response) => response.statusCode).sort(), [201, 201, 422, 422]);
    const refused = race.find((response) => response.statusCode === 422)!;
    assert.match(refused.json().message, /up to 3 documents/);
    const copy = await send('POST', `/api/documents/${first.json().data.id}/duplicate`, headers);
    assert.equal(copy.statusCode, 422);
    assert.equal((await send('GET', '/api/documents', headers)).json().meta.total, 3);
    // Someone else's count is their own.
    const other = await signedIn();
    assert.equal((await send('POST', '/api/documents', other.headers, invoice())).statusCode, 201);
  });
});

test('next document number: one past the highest with the same prefix, padding kept', () => {
  assert.equal(nextDocumentNumber('INV-0001'), 'INV-0002');
  assert.equal(nextDocumentNumber('INV-0009'), 'INV-0010');
  assert.equal(nextDocumentNumber('INV-9999'), 'INV-10000');
  assert.equal(nextDocumentNumber('INV-0001', ['INV-0007', 'R-0099', 'INV-x']), 'INV-0008');
  assert.equal(nextDocumentNumber('Estimate'), 'Estimate-2');
  assert.equal(nextDocumentNumber('42'), '43');
});
