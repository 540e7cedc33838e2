-- People (owner: api-people): uploaded files kept in the database, saved providers and jobs, contact details,
-- provider gallery photos, certificate documents, the sessions a user holds and account deletion.

-- Uploaded files. The bytes live in the database (bytea, TOASTed out of line) so PGlite and PostgreSQL behave
-- the same and there is no upload folder to configure, back up or share between api processes. Images are
-- stored already re-encoded (WebP, metadata stripped) with a small thumbnail; certificate PDFs as sent.
create table uploads (
  id uuid primary key,
  user_id integer not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('job_photo', 'avatar', 'provider_photo', 'certificate')),
  content_type text not null check (content_type in ('image/webp', 'application/pdf')),
  byte_size integer not null check (byte_size > 0),
  width integer check (width > 0),
  height integer check (height > 0),
  data bytea not null,
  thumb_data bytea,
  -- Hex sha256 of data: the strong ETag, and a cheap integrity check.
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);
-- The daily upload quota counts a user's recent rows; ownership checks read by id.
create index uploads_user_created_idx on uploads (user_id, created_at desc);

-- Contact phone, normalised to E.164 by the api (+15125550123).
alter table users add column phone text check (phone is null or phone ~ '^\+[1-9][0-9]{6,14}$');
alter table users add column avatar_upload_id uuid references uploads (id) on delete set null;
-- A deleted account keeps its row (reviews, jobs and bids still point at it) with personal data wiped.
alter table users add column deleted_at timestamptz;
alter table users drop constraint users_can_sign_in;
alter table users add constraint users_can_sign_in
  check (password_hash is not null or google_sub is not null or deleted_at is not null);

-- Every access token the api issues, so "sign out my other sessions" and account deletion can revoke them
-- through revoked_tokens (the table every request already checks) without a second lookup per request.
create table issued_tokens (
  jti uuid primary key,
  user_id integer not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index issued_tokens_user_idx on issued_tokens (user_id, expires_at);

-- The certificate document a provider submitted for review (purpose certificate).
alter table certificates add column upload_id uuid references uploads (id) on delete set null;

-- A provider's gallery (purpose provider_photo), in the order they chose.
create table provider_photos (
  provider_id integer not null references provider_profiles (user_id) on delete cascade,
  upload_id uuid not null references uploads (id) on delete cascade,
  position integer not null check (position >= 0),
  primary key (provider_id, upload_id)
);
create index provider_photos_order_idx on provider_photos (provider_id, position);

create table saved_providers (
  user_id integer not null references users (id) on delete cascade,
  provider_id integer not null references provider_profiles (user_id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, provider_id)
);
create index saved_providers_provider_idx on saved_providers (provider_id);

create table saved_jobs (
  user_id integer not null references users (id) on delete cascade,
  job_id integer not null references jobs (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, job_id)
);
create index saved_jobs_job_idx on saved_jobs (job_id);

-- Provider search: the radius search narrows on a latitude/longitude box before computing exact distances,
-- and the search without a ZIP pages through providers best rated first.
create index provider_profiles_lat_lon_idx on provider_profiles (latitude, longitude);
create index provider_profiles_rating_idx on provider_profiles (rating_average desc, review_count desc, user_id);
-- Text search over the business name and bio: words, each matched as a prefix ("plumb" finds "Plumbing").
-- The 'simple' configuration neither stems nor drops words, so names search as typed; a GIN index keeps a
-- search that matches nothing as fast as one that matches everything. No extension needed (PGlite too).
alter table provider_profiles add column search_vector tsvector generated always as (
  to_tsvector('simple', business_name || ' ' || bio)
) stored;
create index provider_profiles_search_idx on provider_profiles using gin (search_vector);
