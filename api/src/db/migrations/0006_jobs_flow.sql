-- Jobs flow (owner: api-jobs): the exact address (shown to the owner only), quotes aimed at one provider,
-- a coarse grid cell for radius search, and the indexes the public job list and the dashboards read.

alter table jobs add column address text check (address is null or length(address) <= 200);
alter table jobs add column target_provider_id integer references users (id) on delete set null;

-- Half-degree grid cell (about 35 x 27 miles at 40°N). A radius search names the few cells its bounding box
-- touches, so each cell is one ordered index range and the newest-first page is a merge of those ranges
-- instead of a sort of every job in the box. Must match gridCell() in api/src/modules/jobs/geo-grid.ts.
alter table jobs add column geo_cell integer generated always as (
  (floor(latitude * 2)::integer + 180) * 1000 + (floor(longitude * 2)::integer + 360)
) stored;

-- Only open jobs are ever listed publicly; partial indexes keep the hot set small whatever the history.
-- The INCLUDE columns let the radius, expiry and budget filters run on the index alone (index-only scans), so
-- deep pages skip rows without visiting the table.
create index jobs_open_category_cell_idx on jobs (category_id, geo_cell, created_at desc, id desc)
  include (latitude, longitude, expires_at, budget_min_cents, budget_max_cents)
  where status = 'open';
create index jobs_open_cell_idx on jobs (geo_cell, created_at desc, id desc)
  include (latitude, longitude, expires_at, budget_min_cents, budget_max_cents, category_id)
  where status = 'open';
create index jobs_open_category_created_idx on jobs (category_id, created_at desc, id desc)
  include (expires_at) where status = 'open';
create index jobs_open_created_idx on jobs (created_at desc, id desc) include (expires_at) where status = 'open';
-- The expiry sweep finds overdue open jobs without reading the rest.
create index jobs_open_expiry_idx on jobs (expires_at) where status = 'open';
create index jobs_target_provider_idx on jobs (target_provider_id) where target_provider_id is not null;

-- The jobs list counts bids per row and the dashboards read a job's bids by status.
create index bids_job_status_idx on bids (job_id, status, amount_cents);

-- Photos attached to a job, in the order the customer gave them. An upload belongs to one job at most.
create table job_photos (
  job_id integer not null references jobs (id) on delete cascade,
  upload_id uuid not null unique references uploads (id) on delete cascade,
  position smallint not null check (position between 0 and 7),
  primary key (job_id, position)
);
