import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { bearerFor, buildTestApp, createUser } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { makeImage, makePdf, upload } from '../uploads/fixtures.js';

const PROFILE = {
  business_name: '  Lone Star Plumbing  ',
  bio: 'Family business.',
  services: ['plumbing'],
  zip: '78701',
  radius_miles: 15,
  years_in_business: 12,
  photo_ids: [] as string[],
};

describeEachDatabase("the provider's business profile and certificates", (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });
  const db = () => suite.handle.db;

  const signedInProvider = async () => {
    const user = await createUser(db(), { roleId: 4 });
    return { user, headers: await bearerFor(app, user) };
  };

  const subscribe = async (userId: number, slug: string) => {
    const plan = await db()
      .selectFrom('plans')
      .select('id')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('subscriptions')
      .values({
        user_id: userId,
        plan_id: plan.id,
        status: 'active',
        current_period_start: new Date(),
        current_period_end: new Date(Date.now() + 30 * 86_400_000),
      })
      .execute();
  };

  test('a new provider has no profile (null); PUT creates it with the base from the ZIP', async () => {
    const { user, headers } = await signedInProvider();
    const empty = await app.inject({ url: '/api/me/provider-profile', headers });
    assert.equal(empty.statusCode, 200);
    assert.deepEqual(empty.json(), { data: null });

    const created = await app.inject({
      method: 'PUT',
      url: '/api/me/provider-profile',
      headers,
      payload: PROFILE,
    });
    assert.equal(created.statusCode, 200, created.body);
    const { data } = created.json();
    assert.equal(data.business_name, 'Lone Star Plumbing');
    assert.deepEqual(data.services, [{ slug: 'plumbing', title: 'Plumbing' }]);
    assert.equal(data.city, 'Austin');
    assert.equal(data.state, 'TX');
    assert.equal(data.zip, '78701');
    assert.equal(data.radius_miles, 15);
    assert.equal(data.years_in_business, 12);
    assert.deepEqual(data.plan, {
      slug: 'starter',
      name: 'Starter',
      limits: { bids_per_month: 5, service_categories: 1, service_radius_miles: 15, job_alerts: false },
    });
    const row = await db()
      .selectFrom('provider_profiles')
      .select(['latitude', 'longitude'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    assert.ok(Math.abs(row.latitude - 30.27) < 0.05 && Math.abs(row.longitude + 97.74) < 0.05);

    const again = await app.inject({ url: '/api/me/provider-profile', headers });
    assert.deepEqual(again.json().data, data);
    // The public profile shows it at once.
    assert.equal(
      (await app.inject({ url: `/api/providers/${user.id}` })).json().data.business_name,
      'Lone Star Plumbing',
    );
  });

  test('the Starter plan allows one category and 15 miles: more is a 422 naming the plan', async () => {
    const { headers } = await signedInProvider();
    const response = await app.inject({
      method: 'PUT',
      url: '/api/me/provider-profile',
      headers,
      payload: { ...PROFILE, services: ['plumbing', 'electrical'], radius_miles: 16 },
    });
    assert.equal(response.statusCode, 422);
    assert.deepEqual(response.json().errors, {
      services: ['Your Starter plan allows 1 service category. Upgrade your plan to offer more.'],
      radius_miles: ['Your Starter plan allows a service radius of up to 15 miles.'],
    });
    assert.deepEqual((await app.inject({ url: '/api/me/provider-profile', headers })).json(), { data: null });
  });

  test("a live subscription's plan raises the limits (Pro: 3 categories, 40 miles); updates replace services", async () => {
    const { user, headers } = await signedInProvider();
    await subscribe(user.id, 'pro');
    const ok = await app.inject({
      method: 'PUT',
      url: '/api/me/provider-profile',
      headers,
      payload: { ...PROFILE, services: ['hvac', 'plumbing', 'electrical'], radius_miles: 40 },
    });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.deepEqual(
      ok.json().data.services.map((service: { slug: string }) => service.slug),
      ['plumbing', 'electrical', 'hvac'],
    );
    assert.equal(ok.json().data.plan.slug, 'pro');
    const tooMany = await app.inject({
      method: 'PUT',
      url: '/api/me/provider-profile',
      headers,
      payload: { ...PROFILE, services: ['hvac', 'plumbing', 'electrical', 'solar'], radius_miles: 41 },
    });
    assert.equal(tooMany.statusCode, 422);
    assert.deepEqual(tooMany.json().errors, {
      services: ['Your Pro plan allows 3 service categories. Upgrade your plan to offer more.'],
      radius_miles: ['Your Pro plan allows a service radius of up to 40 miles.'],
    });
    const fewer = await app.inject({
      method: 'PUT',
      url: '/api/me/provider-profile',
      headers,
      payload: PROFILE,
    });
    assert.deepEqual(fewer.json().data.services, [{ slug: 'plumbing', title: 'Plumbing' }]);
    const rows = await db()
      .selectFrom('provider_services')
      .select('category_id')
      .where('provider_id', '=', user.id)
      .execute();
    assert.equal(rows.length, 1);
  });

  test('unknown services and ZIPs, and photos that are not your provider photos, are refused', async () => {
    const { headers } = await signedInProvider();
    const other = await signedInProvider();
    const foreign = (
      await upload(app, other.headers, 'provider_photo', { data: await makeImage(30, 30) })
    ).json().data;
    const avatar = (await upload(app, headers, 'avatar', { data: await makeImage(30, 30) })).json().data;
    const response = await app.inject({
      method: 'PUT',
      url: '/api/me/provider-profile',
      headers,
      payload: { ...PROFILE, services: ['juggling'], zip: '00000', photo_ids: [foreign.id, avatar.id] },
    });
    assert.equal(response.statusCode, 422);
    assert.deepEqual(response.json().errors, {
      services: ['The selected services are invalid.'],
      photo_ids: ['Each photo must be a provider photo you uploaded.'],
      zip: ['Enter a valid US ZIP code'],
    });
    const missing = await app.inject({
      method: 'PUT',
      url: '/api/me/provider-profile',
      headers,
      payload: { bio: 'x' },
    });
    assert.equal(missing.statusCode, 422);
    assert.ok(missing.json().errors.business_name);
  });

  test('gallery photos keep the chosen order and show on the public profile', async () => {
    const { user, headers } = await signedInProvider();
    const first = (await upload(app, headers, 'provider_photo', { data: await makeImage(40, 40) })).json()
      .data;
    const second = (await upload(app, headers, 'provider_photo', { data: await makeImage(50, 40) })).json()
      .data;
    const response = await app.inject({
      method: 'PUT',
      url: '/api/me/provider-profile',
      headers,
      payload: { ...PROFILE, photo_ids: [second.id, first.id] },
    });
    assert.equal(response.statusCode, 200, response.body);
    const expected = [second, first].map((photo) => ({
      id: photo.id,
      url: photo.url,
      thumb_url: photo.thumb_url,
    }));
    assert.deepEqual(response.json().data.photos, expected);
    assert.deepEqual((await app.inject({ url: `/api/providers/${user.id}` })).json().data.photos, expected);
  });

  test('certificates: submit an uploaded document (pending), list newest first, status on the user', async () => {
    const { headers } = await signedInProvider();
    assert.deepEqual((await app.inject({ url: '/api/me/certificates', headers })).json(), { data: [] });
    const pdf = (
      await upload(app, headers, 'certificate', { data: makePdf(), filename: 'license.pdf' })
    ).json().data;
    const submitted = await app.inject({
      method: 'POST',
      url: '/api/me/certificates',
      headers,
      payload: { kind: 'license', upload_id: pdf.id },
    });
    assert.equal(submitted.statusCode, 201, submitted.body);
    const certificate = submitted.json().data;
    assert.equal(certificate.kind, 'license');
    assert.equal(certificate.status, 'pending');
    assert.equal(certificate.upload_id, pdf.id);
    assert.equal(certificate.url, `/api/uploads/${pdf.id}`);
    assert.equal(certificate.note, null);

    const image = (await upload(app, headers, 'certificate', { data: await makeImage(60, 60) })).json().data;
    await app.inject({
      method: 'POST',
      url: '/api/me/certificates',
      headers,
      payload: { kind: 'insurance', upload_id: image.id },
    });
    const list = (await app.inject({ url: '/api/me/certificates', headers })).json().data;
    assert.deepEqual(
      list.map((item: { kind: string }) => item.kind),
      ['insurance', 'license'],
    );
    const user = (await app.inject({ url: '/api/me', headers })).json().data;
    assert.deepEqual(user.certificates_status, {
      license: 'pending',
      insurance: 'pending',
      background: 'none',
    });
  });

  test('a certificate needs your own upload of purpose certificate and a known kind', async () => {
    const { headers } = await signedInProvider();
    const other = await signedInProvider();
    const foreign = (await upload(app, other.headers, 'certificate', { data: makePdf() })).json().data;
    const photo = (await upload(app, headers, 'provider_photo', { data: await makeImage(20, 20) })).json()
      .data;
    for (const uploadId of [foreign.id, photo.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/me/certificates',
        headers,
        payload: { kind: 'license', upload_id: uploadId },
      });
      assert.equal(response.statusCode, 422);
      assert.deepEqual(response.json().errors, {
        upload_id: ['Upload the document first (a certificate upload of yours).'],
      });
    }
    const kind = await app.inject({
      method: 'POST',
      url: '/api/me/certificates',
      headers,
      payload: { kind: 'diploma', upload_id: foreign.id },
    });
    assert.equal(kind.statusCode, 422);
    assert.deepEqual(kind.json().errors.kind, ['The kind must be license, insurance or background.']);
    assert.equal((await db().selectFrom('certificates').select('id').execute()).length, 0);
  });
});
