import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import type { App } from '../../src/app.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, runSeed, seedIfEmpty } from '../../src/db/seed/seed.js';
import { buildTestApp, login, TEST_PASSWORD_COST } from '../helpers/app.js';
import { describeEachDatabase } from '../helpers/databases.js';

describeEachDatabase('demo seed', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });

  test('seeds an empty database once, with realistic coverage of the marketplace', async () => {
    const db = suite.handle.db;
    const summary = await seedIfEmpty(db, { passwordCost: TEST_PASSWORD_COST });
    assert.ok(summary && summary.users > 50 && summary.jobs > 40 && summary.bids > 60 && summary.reviews > 5);
    assert.equal(await seedIfEmpty(db, { passwordCost: TEST_PASSWORD_COST }), null);

    const q = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows;
    const categoriesWithProviders = await q<{ slug: string; cities: number }>(sql`
      select c.slug, count(distinct p.city)::int as cities
      from service_categories c join provider_services s on s.category_id = c.id
      join provider_profiles p on p.user_id = s.provider_id group by c.slug`);
    assert.equal(categoriesWithProviders.length, 10, 'every category has providers');
    assert.ok(
      categoriesWithProviders.every((row) => row.cities >= 2),
      'each category is offered in several cities',
    );

    const cities = await q<{ n: number }>(
      sql`select count(distinct (city, state))::int as n from provider_profiles`,
    );
    assert.ok(cities[0]!.n >= 10);
    const statuses = await q<{ status: string }>(sql`select distinct status from jobs order by status`);
    assert.deepEqual(
      statuses.map((r) => r.status),
      ['cancelled', 'completed', 'expired', 'hired', 'open'],
    );
    const bidStatuses = await q<{ status: string }>(sql`select distinct status from bids order by status`);
    assert.deepEqual(
      bidStatuses.map((r) => r.status),
      ['accepted', 'declined', 'pending', 'withdrawn'],
    );

    // Every hired or completed job has exactly one accepted bid; open jobs have none.
    const inconsistent = await q<{ id: number }>(sql`
      select j.id from jobs j
      where (j.status in ('hired', 'completed')) <> exists (select 1 from bids b where b.job_id = j.id and b.status = 'accepted')`);
    assert.deepEqual(inconsistent, []);
    const plans = await q<{ slug: string; price_cents: number }>(
      sql`select slug, price_cents from plans order by sort_order`,
    );
    assert.deepEqual(plans, [
      { slug: 'starter', price_cents: 0 },
      { slug: 'pro', price_cents: 4900 },
      { slug: 'business', price_cents: 12900 },
    ]);
    const ratings = await q<{ bad: number }>(sql`
      select count(*)::int as bad from provider_profiles p
      where p.review_count <> (select count(*) from reviews r where r.provider_id = p.user_id)`);
    assert.equal(ratings[0]!.bad, 0);

    // The admin area is not empty: pending job-notification campaigns, their approval emails to the admins.
    const campaigns = await q<{ status: string; emails: number }>(sql`
      select c.status, (select count(*)::int from email_outbox o
        where o.idempotency_key like 'campaign-approval:' || c.id || ':%') as emails
      from job_notification_campaigns c`);
    assert.equal(campaigns.length, 2);
    assert.ok(campaigns.every((row) => row.status === 'pending' && row.emails === 2));
  });

  test('the documented demo accounts sign in with the documented password and roles', async () => {
    await runSeed(suite.handle.db, { passwordCost: TEST_PASSWORD_COST });
    const expected = {
      customer: 'user',
      provider: 'provider',
      admin: 'admin',
      supremeAdmin: 'Supreme Admin',
    } as const;
    for (const [key, email] of Object.entries(DEMO_ACCOUNTS)) {
      const response = await login(app, email, DEMO_PASSWORD);
      assert.equal(response.statusCode, 200, email);
      assert.equal(response.json().user.role.name, expected[key as keyof typeof expected]);
    }
    const pro = (await login(app, DEMO_ACCOUNTS.provider, DEMO_PASSWORD)).json().user;
    assert.equal(pro.current_subscription.plan.slug, 'pro');
    assert.deepEqual(pro.certificates_status, {
      license: 'approved',
      insurance: 'approved',
      background: 'pending',
    });
    const customerJobs = await suite.handle.db
      .selectFrom('jobs')
      .innerJoin('users', 'users.id', 'jobs.customer_id')
      .select('jobs.status')
      .distinct()
      .where('users.email', '=', DEMO_ACCOUNTS.customer)
      .execute();
    assert.equal(customerJobs.length, 5, 'the demo customer has a job in every status');
  });
});
