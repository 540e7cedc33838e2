-- People who asked to hear when Prohive financing opens (/financing-waitlist). One row per email whatever
-- its case: a second signup with the same address is answered kindly by the api and stores nothing.

create table financing_waitlist (
  id integer generated always as identity primary key,
  name text not null check (length(name) between 1 and 120),
  email text not null check (length(email) between 3 and 254),
  zip text not null check (zip ~ '^[0-9]{5}$'),
  -- A service category slug or 'other'; checked by the api against the catalogue.
  project_type text check (project_type is null or project_type ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  amount_cents integer check (amount_cents is null or amount_cents > 0),
  created_at timestamptz not null default now()
);
create unique index financing_waitlist_email_lower_key on financing_waitlist (lower(email));
