-- Payments: checkout sessions, Stripe customers and processed webhook events (owner: api-payments).

-- One row per checkout a provider starts, whichever adapter served it. The id is the adapter's own: Stripe's
-- cs_… id, or for the built-in test mode and free plans a 192-bit random id, so the id alone is the capability
-- to open the test checkout page. Return URLs are stored already validated against SITE_ORIGINS; the success
-- URL keeps Stripe's literal {CHECKOUT_SESSION_ID} placeholder.
create table checkout_sessions (
  id text primary key,
  adapter text not null check (adapter in ('test', 'stripe', 'free')),
  user_id integer not null references users (id) on delete cascade,
  plan_id integer not null references plans (id),
  status text not null check (status in ('open', 'complete', 'expired')),
  amount_cents integer not null check (amount_cents >= 0),
  currency char(3) not null,
  success_url text not null,
  cancel_url text not null,
  url text not null,
  stripe_customer_id text,
  stripe_subscription_id text,
  expires_at timestamptz not null,
  completed_at timestamptz,
  created_at timestamptz not null default now()
);
create index checkout_sessions_user_idx on checkout_sessions (user_id, created_at desc);

-- The Stripe customer each user pays as, created on their first Stripe checkout and reused afterwards.
create table stripe_customers (
  user_id integer primary key references users (id) on delete cascade,
  customer_id text not null unique,
  created_at timestamptz not null default now()
);

-- Every Stripe event id handled, so a redelivered or replayed event changes nothing.
create table stripe_webhook_events (
  id text primary key,
  type text not null,
  received_at timestamptz not null default now()
);
