-- The built-in blog source (the api's WordPress-compatible wp-json routes): content authors, categories,
-- media, posts and their view counts. Content authors are not accounts: a byline has no email or password,
-- and removing an account never removes articles. Times are timestamptz in UTC.

create table blog_authors (
  id integer generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null check (length(name) between 1 and 120),
  description text not null default '',
  created_at timestamptz not null default now()
);

create table blog_categories (
  id integer generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null check (length(name) between 1 and 120),
  description text not null default ''
);

-- An illustration the api renders itself (see modules/content/illustrations.ts), described as WordPress
-- describes an attachment.
create table blog_media (
  id integer generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null,
  alt_text text not null default '',
  caption text not null default '',
  illustration text not null,
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  author_id integer references blog_authors (id) on delete set null,
  created_at timestamptz not null default now()
);

create table blog_posts (
  id integer generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  status text not null default 'publish' check (status in ('publish', 'draft')),
  title text not null check (length(title) between 1 and 300),
  excerpt text not null default '',
  content text not null,
  author_id integer not null references blog_authors (id),
  featured_media_id integer references blog_media (id) on delete set null,
  -- Search-metadata overrides; null means "derive from the title and excerpt" as Yoast does.
  seo_title text,
  seo_description text,
  noindex boolean not null default false,
  published_at timestamptz not null,
  modified_at timestamptz not null,
  -- All-time total, kept beside the hourly buckets so "range=all" and sorting need no aggregate.
  view_count integer not null default 0 check (view_count >= 0)
);
create index blog_posts_published_idx on blog_posts (status, published_at desc, id desc);

create table blog_post_categories (
  post_id integer not null references blog_posts (id) on delete cascade,
  category_id integer not null references blog_categories (id) on delete cascade,
  position integer not null default 0,
  primary key (post_id, category_id)
);
create index blog_post_categories_category_idx on blog_post_categories (category_id);

-- Views per post per hour, so popularity can be asked for a time range (last 24 hours, 7 days, 30 days).
create table blog_post_views (
  post_id integer not null references blog_posts (id) on delete cascade,
  hour timestamptz not null,
  views integer not null check (views > 0),
  primary key (post_id, hour)
);
create index blog_post_views_hour_idx on blog_post_views (hour);
