-- Core tables: identity (roles, permissions, users), providers, the job/bid/review marketplace, plans and
-- subscriptions, and the audit log. Money is integer cents; times are timestamptz in UTC.

create table roles (
  id integer primary key,
  name text not null unique,
  guard_name text not null default 'web',
  created_at timestamptz not null default now()
);

create table permissions (
  id integer generated always as identity primary key,
  name text not null unique,
  guard_name text not null default 'web'
);

create table role_permissions (
  role_id integer not null references roles (id) on delete cascade,
  permission_id integer not null references permissions (id) on delete cascade,
  primary key (role_id, permission_id)
);

create table users (
  id integer generated always as identity primary key,
  name text not null check (length(name) between 1 and 120),
  email text not null check (length(email) between 3 and 254),
  password_hash text,
  google_sub text unique,
  role_id integer not null references roles (id),
  avatar_url text,
  zip text check (zip ~ '^[0-9]{5}$'),
  status text not null default 'active' check (status in ('active', 'suspended')),
  email_verified_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint users_can_sign_in check (password_hash is not null or google_sub is not null)
);
-- Email is unique regardless of case; lookups use lower(email) so they hit this index.
create unique index users_email_lower_key on users (lower(email));
create index users_role_idx on users (role_id);

create table service_categories (
  id integer generated always as identity primary key,
  slug text not null unique,
  title text not null,
  description text not null,
  sort_order integer not null default 0
);

create table provider_profiles (
  user_id integer primary key references users (id) on delete cascade,
  business_name text not null,
  bio text not null default '',
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  radius_miles integer not null default 25 check (radius_miles between 1 and 500),
  city text not null,
  state char(2) not null,
  zip text not null check (zip ~ '^[0-9]{5}$'),
  years_in_business integer not null default 0 check (years_in_business >= 0),
  rating_average double precision not null default 0 check (rating_average between 0 and 5),
  review_count integer not null default 0 check (review_count >= 0),
  hires integer not null default 0 check (hires >= 0),
  response_time_minutes integer check (response_time_minutes >= 0),
  license_verified boolean not null default false,
  insurance_verified boolean not null default false,
  background_checked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index provider_profiles_zip_idx on provider_profiles (zip);
create index provider_profiles_city_idx on provider_profiles (state, city);

create table provider_services (
  provider_id integer not null references provider_profiles (user_id) on delete cascade,
  category_id integer not null references service_categories (id),
  primary key (provider_id, category_id)
);
create index provider_services_category_idx on provider_services (category_id);

create table certificates (
  id integer generated always as identity primary key,
  provider_id integer not null references users (id) on delete cascade,
  kind text not null check (kind in ('license', 'insurance', 'background')),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  document_url text,
  rejection_reason text,
  reviewed_by integer references users (id) on delete set null,
  reviewed_at timestamptz,
  created_at timestamptz not null default now()
);
create index certificates_provider_kind_idx on certificates (provider_id, kind, created_at desc);

create table jobs (
  id integer generated always as identity primary key,
  customer_id integer not null references users (id) on delete cascade,
  category_id integer not null references service_categories (id),
  service_type text not null check (service_type in ('home', 'office', 'commercial')),
  title text not null check (length(title) between 3 and 160),
  description text not null,
  answers jsonb not null default '{}'::jsonb,
  zip text not null check (zip ~ '^[0-9]{5}$'),
  city text not null,
  state char(2) not null,
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  budget_min_cents integer check (budget_min_cents >= 0),
  budget_max_cents integer check (budget_max_cents >= 0),
  timing text not null check (timing in ('asap', 'within_week', 'within_month', 'flexible', 'specific_date')),
  preferred_date date,
  status text not null default 'open' check (status in ('open', 'hired', 'completed', 'cancelled', 'expired')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  expires_at timestamptz not null,
  hired_at timestamptz,
  completed_at timestamptz,
  cancelled_at timestamptz,
  constraint jobs_budget_range check (budget_min_cents is null or budget_max_cents is null or budget_min_cents <= budget_max_cents)
);
create index jobs_status_category_idx on jobs (status, category_id, created_at desc);
create index jobs_customer_idx on jobs (customer_id, created_at desc);
create index jobs_zip_idx on jobs (zip);

create table bids (
  id integer generated always as identity primary key,
  job_id integer not null references jobs (id) on delete cascade,
  provider_id integer not null references users (id) on delete cascade,
  amount_cents integer not null check (amount_cents > 0),
  message text not null default '',
  estimated_duration_minutes integer check (estimated_duration_minutes > 0),
  status text not null default 'pending' check (status in ('pending', 'accepted', 'declined', 'withdrawn')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint bids_one_per_provider_per_job unique (job_id, provider_id)
);
create unique index bids_one_accepted_per_job on bids (job_id) where status = 'accepted';
create index bids_provider_idx on bids (provider_id, created_at desc);

create table reviews (
  id integer generated always as identity primary key,
  job_id integer not null unique references jobs (id) on delete cascade,
  customer_id integer not null references users (id) on delete cascade,
  provider_id integer not null references users (id) on delete cascade,
  rating integer not null check (rating between 1 and 5),
  body text not null default '',
  created_at timestamptz not null default now()
);
create index reviews_provider_idx on reviews (provider_id, created_at desc);

create table plans (
  id integer generated always as identity primary key,
  slug text not null unique,
  name text not null,
  description text not null,
  price_cents integer not null check (price_cents >= 0),
  currency char(3) not null default 'usd',
  billing_interval text not null default 'month' check (billing_interval in ('month', 'year')),
  limits jsonb not null default '{}'::jsonb,
  features jsonb not null default '[]'::jsonb,
  stripe_product_id text,
  stripe_price_id text,
  sort_order integer not null default 0,
  active boolean not null default true
);

create table subscriptions (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  plan_id integer not null references plans (id),
  status text not null check (status in ('incomplete', 'trialing', 'active', 'past_due', 'canceled')),
  current_period_start timestamptz not null,
  current_period_end timestamptz not null,
  cancel_at_period_end boolean not null default false,
  stripe_subscription_id text unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- At most one live subscription per user; cancelled and incomplete ones are history.
create unique index subscriptions_one_live_per_user on subscriptions (user_id)
  where status in ('trialing', 'active', 'past_due');

create table revoked_tokens (
  jti uuid primary key,
  user_id integer not null references users (id) on delete cascade,
  expires_at timestamptz not null
);
create index revoked_tokens_expiry_idx on revoked_tokens (expires_at);

create table audit_log (
  id integer generated always as identity primary key,
  actor_id integer references users (id) on delete set null,
  action text not null,
  subject_type text,
  subject_id integer,
  details jsonb not null default '{}'::jsonb,
  ip text,
  created_at timestamptz not null default now()
);
create index audit_log_subject_idx on audit_log (subject_type, subject_id, created_at desc);
