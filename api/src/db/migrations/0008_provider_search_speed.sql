-- Professionals search speed (owner: api-followups). The same half-degree grid cell as jobs.geo_cell
-- (migration 0006; must match gridCell() in api/src/modules/jobs/geo-grid.ts), so a radius search names the
-- few cells its circle touches and reads each as one index range. The INCLUDE columns let the box, the
-- distance and the ordering run on the index alone; only the rows inside the circle visit the table.
alter table provider_profiles add column geo_cell integer generated always as (
  (floor(latitude * 2)::integer + 180) * 1000 + (floor(longitude * 2)::integer + 360)
) stored;
create index provider_profiles_cell_idx on provider_profiles (geo_cell, latitude, longitude)
  include (rating_average, review_count);
