-- Professionals search by category and place (owner: api-people / api-search-speed).
--
-- One row per (listed provider, category offered), with the provider's coordinates, half-degree grid cell
-- (the same expression as jobs.geo_cell) and rating. A category + radius search is then an index-only range
-- over exactly that category's providers in the circle's cells, instead of reading every provider in the box
-- and hashing all providers of the category. Only listed providers have rows: provider role, active, not
-- deleted, with a profile. Triggers keep it in step with every write to its inputs (profile, services,
-- account status/role/deletion, rating updates, seed), so no code path can forget it.
create table provider_search (
  provider_id integer not null references provider_profiles (user_id) on delete cascade,
  category_id integer not null references service_categories (id),
  geo_cell integer not null,
  latitude double precision not null,
  longitude double precision not null,
  rating_average double precision not null,
  review_count integer not null,
  primary key (provider_id, category_id)
);
create index provider_search_category_cell_idx on provider_search (category_id, geo_cell)
  include (latitude, longitude, rating_average, review_count, provider_id);

-- Rebuilds one provider's rows from the source tables.
create function provider_search_refresh(target integer) returns void language plpgsql as $$
begin
  delete from provider_search where provider_id = target;
  insert into provider_search (provider_id, category_id, geo_cell, latitude, longitude, rating_average,
    review_count)
  select p.user_id, s.category_id,
         (floor(p.latitude * 2)::integer + 180) * 1000 + (floor(p.longitude * 2)::integer + 360),
         p.latitude, p.longitude, p.rating_average, p.review_count
  from provider_profiles p
  join users u on u.id = p.user_id
  join provider_services s on s.provider_id = p.user_id
  where p.user_id = target
    and u.role_id = 4 -- ROLE_IDS.provider
    and u.status = 'active'
    and u.deleted_at is null;
end;
$$;

create function provider_search_profile_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    delete from provider_search where provider_id = old.user_id;
    return null;
  end if;
  if tg_op = 'UPDATE' and new.latitude is not distinct from old.latitude
     and new.longitude is not distinct from old.longitude
     and new.rating_average is not distinct from old.rating_average
     and new.review_count is not distinct from old.review_count
     and new.user_id = old.user_id then
    return null;
  end if;
  perform provider_search_refresh(new.user_id);
  return null;
end;
$$;
create trigger provider_search_profile after insert or update or delete on provider_profiles
  for each row execute function provider_search_profile_changed();

create function provider_search_services_changed() returns trigger language plpgsql as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    delete from provider_search where provider_id = old.provider_id and category_id = old.category_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into provider_search (provider_id, category_id, geo_cell, latitude, longitude, rating_average,
      review_count)
    select p.user_id, new.category_id,
           (floor(p.latitude * 2)::integer + 180) * 1000 + (floor(p.longitude * 2)::integer + 360),
           p.latitude, p.longitude, p.rating_average, p.review_count
    from provider_profiles p
    join users u on u.id = p.user_id
    where p.user_id = new.provider_id
      and u.role_id = 4 -- ROLE_IDS.provider
      and u.status = 'active'
      and u.deleted_at is null
    on conflict (provider_id, category_id) do nothing;
  end if;
  return null;
end;
$$;
create trigger provider_search_services after insert or update or delete on provider_services
  for each row execute function provider_search_services_changed();

create function provider_search_user_changed() returns trigger language plpgsql as $$
begin
  perform provider_search_refresh(new.id);
  return null;
end;
$$;
create trigger provider_search_user after update of status, role_id, deleted_at on users
  for each row when (old.status is distinct from new.status or old.role_id is distinct from new.role_id
                     or old.deleted_at is distinct from new.deleted_at)
  execute function provider_search_user_changed();

insert into provider_search (provider_id, category_id, geo_cell, latitude, longitude, rating_average, review_count)
select p.user_id, s.category_id,
       (floor(p.latitude * 2)::integer + 180) * 1000 + (floor(p.longitude * 2)::integer + 360),
       p.latitude, p.longitude, p.rating_average, p.review_count
from provider_profiles p
join users u on u.id = p.user_id
join provider_services s on s.provider_id = p.user_id
where u.role_id = 4 and u.status = 'active' and u.deleted_at is null;
