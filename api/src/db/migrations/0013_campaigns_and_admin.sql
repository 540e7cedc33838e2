-- Issue #13: job-notification campaigns and the admin area's moderation (owner: admin-api).
--
-- Plans say whether their providers hear about new jobs: a job_alerts flag in plans.limits (the Pro plan
-- advertised "Job notification campaigns"; Business includes everything Pro has). Starter does not.
update plans set limits = limits || jsonb_build_object('job_alerts', slug <> 'starter');

-- Moderation: a hidden job or review stays in the database (the owner still sees their job) but leaves every
-- public list. The reason is the moderator's note; the audit log keeps who and when.
alter table jobs add column hidden_at timestamptz;
alter table jobs add column hidden_reason text;
alter table reviews add column hidden_at timestamptz;
alter table reviews add column hidden_reason text;

-- The open-jobs indexes are partial on "open"; adding "not hidden" to their predicates keeps the public list's
-- index-only scans (a predicate column needs no INCLUDE) and keeps hidden jobs out of the hot set.
drop index jobs_open_category_cell_idx;
drop index jobs_open_cell_idx;
drop index jobs_open_category_created_idx;
drop index jobs_open_created_idx;
create index jobs_open_category_cell_idx on jobs (category_id, geo_cell, created_at desc, id desc)
  include (latitude, longitude, expires_at, budget_min_cents, budget_max_cents)
  where status = 'open' and hidden_at is null;
create index jobs_open_cell_idx on jobs (geo_cell, created_at desc, id desc)
  include (latitude, longitude, expires_at, budget_min_cents, budget_max_cents, category_id)
  where status = 'open' and hidden_at is null;
create index jobs_open_category_created_idx on jobs (category_id, created_at desc, id desc)
  include (expires_at) where status = 'open' and hidden_at is null;
create index jobs_open_created_idx on jobs (created_at desc, id desc) include (expires_at)
  where status = 'open' and hidden_at is null;

-- One campaign per posted job: who would hear about it (campaign_deliveries), the message, and an approval
-- token that admins receive by email. Only a hash of the token is kept.
create table job_notification_campaigns (
  id integer generated always as identity primary key,
  job_id integer not null references jobs (id) on delete cascade,
  status text not null default 'pending'
    check (status in ('pending', 'approved', 'sending', 'sent', 'rejected')),
  recipient_count integer not null check (recipient_count >= 0),
  sent_count integer not null default 0 check (sent_count >= 0),
  skipped_count integer not null default 0 check (skipped_count >= 0),
  message_title text not null,
  message_body text not null,
  token_hash text not null,
  token_expires_at timestamptz not null,
  rejection_reason text,
  decided_by integer references users (id) on delete set null,
  decided_via text check (decided_via in ('token', 'admin')),
  decided_at timestamptz,
  finished_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index job_notification_campaigns_status_idx on job_notification_campaigns (status, created_at desc, id desc);
create index job_notification_campaigns_job_idx on job_notification_campaigns (job_id);
-- The fan-out runner's work queue: approved campaigns and those a crash left half-sent.
create index job_notification_campaigns_due_idx on job_notification_campaigns (id)
  where status in ('approved', 'sending');

-- The recipients, chosen when the campaign is made, and what happened to each: delivered_at is set in the
-- same transaction as the notification and the email, so a crash leaves a recipient either fully delivered or
-- untouched, and the primary key makes a second delivery impossible.
create table campaign_deliveries (
  campaign_id integer not null references job_notification_campaigns (id) on delete cascade,
  provider_id integer not null references users (id) on delete cascade,
  outcome text check (outcome in ('sent', 'skipped')),
  delivered_at timestamptz,
  primary key (campaign_id, provider_id)
);
create index campaign_deliveries_pending_idx on campaign_deliveries (campaign_id, provider_id)
  where delivered_at is null;

-- Admin lists read the audit log newest first, by actor (the subject index exists since 0001).
create index audit_log_created_idx on audit_log (created_at desc, id desc);
create index audit_log_actor_idx on audit_log (actor_id, created_at desc);

