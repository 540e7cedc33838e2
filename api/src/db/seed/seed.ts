import { sql, type Kysely, type Transaction } from 'kysely';
import type { PasswordHashingCost } from '../../config.js';
import { PasswordHasher } from '../../modules/auth/index.js';
import { createCampaignForJob } from '../../modules/campaigns/index.js';
import { placeDirectory } from '../../modules/locations/index.js';
import { ROLE_IDS } from '../../modules/roles/index.js';
import { seedContentIfEmpty } from './content/index.js';
import { seedPeople } from './people.js';
import type {
  BidStatus,
  CertificateKind,
  CertificateStatus,
  Database,
  JobStatus,
  JobTiming,
  ServiceType,
  SubscriptionStatus,
} from '../schema.js';
import {
  BID_MESSAGES,
  CATEGORY_CONTENT,
  CITIES,
  FIRST_NAMES,
  LAST_NAMES,
  REVIEW_TEXTS,
  type CategoryContent,
  type City,
} from './data.js';

export const DEMO_PASSWORD = 'prohive-demo-1';
export const DEMO_ACCOUNTS = {
  customer: 'customer@prohive.test',
  provider: 'pro@prohive.test',
  admin: 'admin@prohive.test',
  supremeAdmin: 'supreme@prohive.test',
} as const;

export interface SeedSummary {
  users: number;
  providers: number;
  jobs: number;
  bids: number;
  reviews: number;
  subscriptions: number;
}

export interface SeedOptions {
  passwordCost: PasswordHashingCost;
  /** Fixes "now" so a seed is reproducible in tests. */
  now?: Date;
  /** The public site (config.siteOrigins[0]) and link lifetime for the demo campaigns' approval emails. */
  campaigns?: { siteOrigin: string; tokenTtlMs: number };
}

const DEMO_CAMPAIGNS = 2;

/** mulberry32: a tiny seeded generator, so every seed run produces the same demo data. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (probability: number) => next() < probability,
  };
}
type Random = ReturnType<typeof createRandom>;

const DAY_MS = 86_400_000;
const TIMINGS: JobTiming[] = ['asap', 'within_week', 'within_month', 'flexible'];
const SERVICE_TYPES: ServiceType[] = ['home', 'home', 'home', 'office', 'commercial'];
// Every status appears; open jobs dominate, as on a live marketplace.
const JOB_STATUS_CYCLE: JobStatus[] = [
  'open',
  'open',
  'hired',
  'completed',
  'open',
  'completed',
  'cancelled',
  'hired',
  'expired',
  'open',
];

type JobTemplate = CategoryContent['jobs'][number];

/**
 * Hands out job templates so no two open jobs (the public /jobs list) and no two jobs of one customer share a
 * title; closed jobs of different customers may repeat one, as they would on a real marketplace.
 */
function createJobTemplateDeck(random: Random) {
  const shuffled = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = random.int(0, i);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };
  const unused = new Map(CATEGORY_CONTENT.map((content) => [content.slug, shuffled(content.jobs)]));
  return {
    /** An unused template, from `preferred`'s category when it has one left, else from the fullest category. */
    drawUnique(preferred: CategoryContent): { content: CategoryContent; template: JobTemplate } {
      const fullest = [...CATEGORY_CONTENT].sort(
        (a, b) => unused.get(b.slug)!.length - unused.get(a.slug)!.length,
      )[0]!;
      const content = unused.get(preferred.slug)!.length > 0 ? preferred : fullest;
      const template = unused.get(content.slug)!.pop();
      if (!template)
        throw new Error('Seed: more open jobs than job templates; add templates in seed/data.ts');
      return { content, template };
    },
    /** Any template of `content` whose title the customer does not already have. */
    drawFor(content: CategoryContent, taken: ReadonlySet<string>): JobTemplate {
      const free = content.jobs.filter((job) => !taken.has(job.title));
      return random.pick(free.length > 0 ? free : content.jobs);
    },
  };
}

/** A budget around the template's: customers round to tens and guess differently for the same kind of job. */
function varyBudget([low, high]: [number, number], random: Random): [number, number] {
  const factor = 0.85 + random.next() * 0.4;
  const min = Math.max(10, Math.round((low * factor) / 10) * 10);
  const max = Math.max(min + 10, Math.round((high * factor * (0.95 + random.next() * 0.15)) / 10) * 10);
  return [min, max];
}

/** Jitters a point by up to ~5 miles so providers and jobs in a city do not sit on one spot. */
function near(centre: { latitude: number; longitude: number }, random: Random, spread = 0.14) {
  return {
    latitude: Number((centre.latitude + (random.next() - 0.5) * spread).toFixed(5)),
    longitude: Number((centre.longitude + (random.next() - 0.5) * spread).toFixed(5)),
  };
}

interface SeededUser {
  id: number;
  city: City;
}

interface SeededProvider extends SeededUser {
  categoryIds: number[];
}

async function insertUsers(
  trx: Transaction<Database>,
  rows: { name: string; email: string; role_id: number; zip: string | null; created_at: Date }[],
  passwordHash: string,
): Promise<number[]> {
  const inserted = await trx
    .insertInto('users')
    .values(
      rows.map((row) => ({
        ...row,
        password_hash: passwordHash,
        email_verified_at: row.created_at,
        updated_at: row.created_at,
      })),
    )
    .returning('id')
    .execute();
  return inserted.map((row) => row.id);
}

export async function runSeed(db: Kysely<Database>, options: SeedOptions): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const random = createRandom(20_260_101);
  // One hash for every demo account: they share the documented demo password, and hashing each one at
  // production cost would make start-up slow for no benefit.
  const passwordHash = await new PasswordHasher(options.passwordCost).hash(DEMO_PASSWORD);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS - random.int(0, 86_399) * 1000);

  return db.transaction().execute(async (trx) => {
    const categories = await trx
      .selectFrom('service_categories')
      .select(['id', 'slug'])
      .orderBy('sort_order')
      .execute();
    const plans = await trx.selectFrom('plans').select(['id', 'slug']).orderBy('sort_order').execute();
    const categoryBySlug = new Map(categories.map((c) => [c.slug, c.id]));
    const austin = CITIES[0] as City;

    // --- Accounts -------------------------------------------------------------------------------------
    const [customerId, providerId, adminId] = (await insertUsers(
      trx,
      [
        {
          name: 'Casey Morgan',
          email: DEMO_ACCOUNTS.customer,
          role_id: ROLE_IDS.user,
          zip: austin.zip,
          created_at: daysAgo(120),
        },
        {
          name: 'Riley Brooks',
          email: DEMO_ACCOUNTS.provider,
          role_id: ROLE_IDS.provider,
          zip: austin.zip,
          created_at: daysAgo(300),
        },
        {
          name: 'Jordan Ellis',
          email: DEMO_ACCOUNTS.admin,
          role_id: ROLE_IDS.admin,
          zip: null,
          created_at: daysAgo(400),
        },
        {
          name: 'Morgan Reyes',
          email: DEMO_ACCOUNTS.supremeAdmin,
          role_id: ROLE_IDS.supremeAdmin,
          zip: null,
          created_at: daysAgo(500),
        },
      ],
      passwordHash,
    )) as [number, number, number, number];

    const providerRows: { name: string; email: string; role_id: number; zip: string; created_at: Date }[] =
      [];
    const providerCities: City[] = [];
    const providerCategories: number[][] = [];
    let personIndex = 0;
    const nextPerson = () => {
      const first = FIRST_NAMES[personIndex % FIRST_NAMES.length] as string;
      const last = LAST_NAMES[(personIndex * 7 + 3) % LAST_NAMES.length] as string;
      personIndex += 1;
      return { first, last, email: `${first}.${last}.${personIndex}@example.com`.toLowerCase() };
    };
    // Four providers per city; the category offset per city spreads all ten trades over many cities.
    CITIES.forEach((city, cityIndex) => {
      for (let slot = 0; slot < 4; slot += 1) {
        const person = nextPerson();
        const primary = categories[(cityIndex * 3 + slot) % categories.length]!.id;
        const secondary = categories[(cityIndex * 3 + slot + 5) % categories.length]!.id;
        providerRows.push({
          name: `${person.first} ${person.last}`,
          email: person.email,
          role_id: ROLE_IDS.provider,
          zip: city.zip,
          created_at: daysAgo(random.int(90, 900)),
        });
        providerCities.push(city);
        providerCategories.push(random.chance(0.4) ? [primary, secondary] : [primary]);
      }
    });
    const generatedProviderIds = await insertUsers(trx, providerRows, passwordHash);

    const customerRows = Array.from({ length: 30 }, (_, index) => {
      const person = nextPerson();
      const city = CITIES[index % CITIES.length] as City;
      return {
        name: `${person.first} ${person.last}`,
        email: person.email,
        role_id: ROLE_IDS.user,
        zip: city.zip,
        created_at: daysAgo(random.int(30, 400)),
      };
    });
    const generatedCustomerIds = await insertUsers(trx, customerRows, passwordHash);

    // --- Provider profiles ------------------------------------------------------------------------------
    const providers: SeededProvider[] = [
      {
        id: providerId,
        city: austin,
        categoryIds: [categoryBySlug.get('plumbing')!, categoryBySlug.get('handyman')!],
      },
      ...generatedProviderIds.map((id, index) => ({
        id,
        city: providerCities[index] as City,
        categoryIds: providerCategories[index] as number[],
      })),
    ];
    const contentFor = (categoryId: number) =>
      CATEGORY_CONTENT.find((content) => categoryBySlug.get(content.slug) === categoryId) ??
      CATEGORY_CONTENT[0]!;

    await trx
      .insertInto('provider_profiles')
      .values(
        providers.map((provider, index) => {
          const content = contentFor(provider.categoryIds[0]!);
          const owner = index === 0 ? 'Brooks' : (providerRows[index - 1]!.name.split(' ')[1] as string);
          const point = near(provider.city, random);
          return {
            user_id: provider.id,
            business_name:
              index === 0
                ? 'Brooks Plumbing & Handyman'
                : `${owner} ${random.pick(content.businessSuffixes)}`,
            bio: content.bio,
            ...point,
            radius_miles: random.pick([15, 20, 25, 30, 40]),
            city: provider.city.city,
            state: provider.city.state,
            zip: provider.city.zip,
            years_in_business: index === 0 ? 12 : random.int(1, 25),
            response_time_minutes: random.pick([15, 30, 45, 60, 90, 180]),
            license_verified: index === 0 || random.chance(0.6),
            insurance_verified: index === 0 || random.chance(0.7),
            background_checked: random.chance(0.5),
          };
        }),
      )
      .execute();
    await trx
      .insertInto('provider_services')
      .values(
        providers.flatMap((provider) =>
          provider.categoryIds.map((category_id) => ({ provider_id: provider.id, category_id })),
        ),
      )
      .execute();

    // --- Certificates and subscriptions -----------------------------------------------------------------
    const certificateRows: {
      provider_id: number;
      kind: CertificateKind;
      status: CertificateStatus;
      document_url: string;
      rejection_reason: string | null;
      reviewed_by: number | null;
      reviewed_at: Date | null;
      created_at: Date;
    }[] = [];
    const statuses: CertificateStatus[] = ['approved', 'approved', 'pending', 'rejected'];
    providers.forEach((provider, index) => {
      for (const kind of ['license', 'insurance', 'background'] as CertificateKind[]) {
        const status: CertificateStatus | null =
          index === 0
            ? kind === 'background'
              ? 'pending'
              : 'approved'
            : random.chance(0.75)
              ? random.pick(statuses)
              : null;
        if (!status) continue;
        const created_at = daysAgo(random.int(5, 200));
        certificateRows.push({
          provider_id: provider.id,
          kind,
          status,
          document_url: `https://files.prohive.test/certificates/${provider.id}-${kind}.pdf`,
          rejection_reason:
            status === 'rejected' ? 'The document is unreadable; please upload a clearer scan.' : null,
          reviewed_by: status === 'pending' ? null : adminId,
          reviewed_at: status === 'pending' ? null : new Date(created_at.getTime() + 2 * DAY_MS),
          created_at,
        });
      }
    });
    await trx.insertInto('certificates').values(certificateRows).execute();

    const planId = (slug: string) => plans.find((plan) => plan.slug === slug)!.id;
    const subscriptionRows = providers.flatMap((provider, index) => {
      const plan = index === 0 ? 'pro' : random.pick(['starter', 'pro', 'pro', 'business', 'none', 'none']);
      if (plan === 'none') return [];
      const status: SubscriptionStatus =
        index === 0
          ? 'active'
          : random.pick(['active', 'active', 'active', 'trialing', 'past_due', 'canceled']);
      const start = daysAgo(random.int(1, 25));
      return [
        {
          user_id: provider.id,
          plan_id: planId(plan),
          status,
          current_period_start: start,
          current_period_end: new Date(start.getTime() + 30 * DAY_MS),
          created_at: start,
        },
      ];
    });
    if (subscriptionRows.length > 0) await trx.insertInto('subscriptions').values(subscriptionRows).execute();

    // --- Jobs, bids and reviews ---------------------------------------------------------------------------
    const customers: SeededUser[] = [
      { id: customerId, city: austin },
      ...generatedCustomerIds.map((id, index) => ({ id, city: CITIES[index % CITIES.length] as City })),
    ];
    let statusIndex = 0;
    let jobCount = 0;
    const deck = createJobTemplateDeck(random);
    let bidCount = 0;
    let reviewCount = 0;

    for (const [customerIndex, customer] of customers.entries()) {
      // The demo customer gets one job in every status, so each screen has something to show.
      const jobsForCustomer = customerIndex === 0 ? 6 : random.int(1, 4);
      const customerTitles = new Set<string>();
      for (let j = 0; j < jobsForCustomer; j += 1) {
        const status: JobStatus =
          customerIndex === 0
            ? (['open', 'open', 'hired', 'completed', 'cancelled', 'expired'] as JobStatus[])[j]!
            : JOB_STATUS_CYCLE[statusIndex++ % JOB_STATUS_CYCLE.length]!;
        // Demo customer's jobs are plumbing/handyman so the demo pro can bid on them.
        const preferred =
          customerIndex === 0 ? CATEGORY_CONTENT[j % 2 === 0 ? 0 : 4]! : random.pick(CATEGORY_CONTENT);
        const { content, template } =
          customerIndex === 0 || status === 'open'
            ? deck.drawUnique(preferred)
            : { content: preferred, template: deck.drawFor(preferred, customerTitles) };
        customerTitles.add(template.title);
        const budget = varyBudget(template.budget, random);
        const zip = random.pick([customer.city.zip, ...customer.city.neighbourhoodZips]);
        const categoryId = categoryBySlug.get(content.slug)!;
        const ageDays =
          status === 'expired'
            ? random.int(35, 60)
            : status === 'open'
              ? random.int(0, 20)
              : random.int(10, 50);
        const created_at = daysAgo(ageDays);
        const expires_at = new Date(created_at.getTime() + 30 * DAY_MS);
        // Within about a mile of the ZIP's centre, so the pin and the ZIP agree.
        const point = near(placeDirectory().zip(zip) ?? customer.city, random, 0.03);
        const job = await trx
          .insertInto('jobs')
          .values({
            customer_id: customer.id,
            category_id: categoryId,
            service_type:
              template.title.includes('office') || template.title.includes('Nightly')
                ? 'office'
                : random.pick(SERVICE_TYPES),
            title: template.title,
            description: template.description,
            answers: JSON.stringify(template.answers),
            zip,
            city: customer.city.city,
            state: customer.city.state,
            ...point,
            budget_min_cents: budget[0] * 100,
            budget_max_cents: budget[1] * 100,
            timing: random.pick(TIMINGS),
            status,
            created_at,
            updated_at: created_at,
            expires_at,
            hired_at:
              status === 'hired' || status === 'completed'
                ? new Date(created_at.getTime() + 2 * DAY_MS)
                : null,
            completed_at: status === 'completed' ? new Date(created_at.getTime() + 7 * DAY_MS) : null,
            cancelled_at: status === 'cancelled' ? new Date(created_at.getTime() + 3 * DAY_MS) : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        jobCount += 1;

        const candidates = providers.filter((p) => p.categoryIds.includes(categoryId));
        const local = candidates.filter((p) => p.city === customer.city);
        const pool = [...local, ...candidates.filter((p) => p.city !== customer.city)];
        const demoProFirst =
          customerIndex === 0 ? [providers[0]!, ...pool.filter((p) => p.id !== providerId)] : pool;
        const bidders = demoProFirst.slice(0, status === 'open' ? random.int(1, 4) : random.int(1, 3));
        const winner = status === 'hired' || status === 'completed' ? bidders[0] : undefined;
        if (bidders.length > 0) {
          await trx
            .insertInto('bids')
            .values(
              bidders.map((bidder, bidIndex) => {
                let bidStatus: BidStatus = 'pending';
                if (winner) bidStatus = bidder === winner ? 'accepted' : 'declined';
                else if (status === 'cancelled' || status === 'expired') bidStatus = 'declined';
                else if (bidIndex > 0 && random.chance(0.15)) bidStatus = 'withdrawn';
                const [low, high] = budget;
                const bidAt = new Date(created_at.getTime() + (bidIndex + 1) * 3_600_000);
                return {
                  job_id: job.id,
                  provider_id: bidder.id,
                  amount_cents: Math.round((low + random.next() * (high - low)) / 5) * 500,
                  message: random.pick(BID_MESSAGES),
                  estimated_duration_minutes: random.pick([60, 120, 180, 240, 480, 960]),
                  status: bidStatus,
                  created_at: bidAt,
                  updated_at: bidAt,
                };
              }),
            )
            .execute();
          bidCount += bidders.length;
        }

        if (status === 'completed' && winner && (customerIndex === 0 || random.chance(0.85))) {
          const rating = random.pick([5, 5, 5, 4, 4, 3]);
          await trx
            .insertInto('reviews')
            .values({
              job_id: job.id,
              customer_id: customer.id,
              provider_id: winner.id,
              rating,
              body: random.pick(REVIEW_TEXTS[rating] ?? REVIEW_TEXTS[5]!),
              created_at: new Date(created_at.getTime() + 8 * DAY_MS),
            })
            .execute();
          reviewCount += 1;
        }
      }
    }

    // Aggregates kept on the profile for fast search ranking, computed from the rows just written.
    await sql`
      update provider_profiles p set
        rating_average = coalesce((select round(avg(r.rating)::numeric, 2)::float8 from reviews r where r.provider_id = p.user_id), 0),
        review_count = (select count(*)::int from reviews r where r.provider_id = p.user_id),
        hires = (select count(*)::int from bids b where b.provider_id = p.user_id and b.status = 'accepted')
    `.execute(trx);
    // Every bid opened its conversation with the job's owner, its message the first message (as the api does;
    // the same statements as migration 0011's backfill).
    await sql`
      insert into conversations (job_id, customer_id, provider_id, created_at, updated_at)
      select b.job_id, j.customer_id, b.provider_id, b.created_at, b.created_at
      from bids b join jobs j on j.id = b.job_id
      on conflict (job_id, provider_id) do nothing
    `.execute(trx);
    await sql`
      insert into messages (conversation_id, sender_id, body, created_at)
      select c.id, b.provider_id, b.message, b.created_at
      from bids b join conversations c on c.job_id = b.job_id and c.provider_id = b.provider_id
      where btrim(b.message) <> '' and c.last_message_id is null
    `.execute(trx);
    await sql`
      update conversations c set last_message_id = m.id, provider_last_read_message_id = m.id
      from messages m where m.conversation_id = c.id and c.last_message_id is null
    `.execute(trx);
    await seedPeople(trx, { customerId, providerId });

    // The admin area opens on something to decide: the newest open jobs' campaigns wait for approval, and
    // their approval emails are in the dev mailbox (/api/admin/mailbox) like any new job's.
    const newestOpen = await trx
      .selectFrom('jobs')
      .select('id')
      .where('status', '=', 'open')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(DEMO_CAMPAIGNS)
      .execute();
    for (const job of newestOpen) {
      await createCampaignForJob(trx, job.id, now, {
        siteOrigin: options.campaigns?.siteOrigin ?? 'http://127.0.0.1:3000',
        tokenTtlMs: options.campaigns?.tokenTtlMs ?? 7 * 86_400_000,
      });
    }

    return {
      users: 4 + providerRows.length + customerRows.length,
      providers: providers.length,
      jobs: jobCount,
      bids: bidCount,
      reviews: reviewCount,
      subscriptions: subscriptionRows.length,
    };
  });
}

/** Seeds demo data only into a database with no users, so it never mixes with real accounts. */
export async function seedIfEmpty(db: Kysely<Database>, options: SeedOptions): Promise<SeedSummary | null> {
  // The blog's articles are checked on their own: a database that already has users still gets them.
  await seedContentIfEmpty(db, { now: options.now });
  const { count } = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  if (count > 0) return null;
  return runSeed(db, options);
}

/** Removes every user and what hangs off them; reference data (roles, categories, plans) stays. */
export async function clearDemoData(db: Kysely<Database>): Promise<void> {
  await sql`truncate users, audit_log restart identity cascade`.execute(db);
}
