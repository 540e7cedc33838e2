-- Conversations (issue #12, owner: msg-conv): one thread per (job, provider) between the job's owner and that
-- provider, its messages (plain text, optional photos), each side's read position and block, and reports kept
-- for the admin area.

-- Photos sent in messages are their own kind of upload, so a job photo cannot be re-sent as a message photo
-- (or the other way round) and the unattached-upload sweep knows which table holds them.
alter table uploads drop constraint uploads_purpose_check;
alter table uploads add constraint uploads_purpose_check
  check (purpose in ('job_photo', 'avatar', 'provider_photo', 'certificate', 'message_photo'));

create table conversations (
  id integer generated always as identity primary key,
  job_id integer not null references jobs (id) on delete cascade,
  -- The job's owner at the time the thread opened (a job never changes owner).
  customer_id integer not null references users (id) on delete cascade,
  provider_id integer not null references users (id) on delete cascade,
  check (customer_id <> provider_id),
  -- The newest message, kept here so the inbox reads one row per thread instead of scanning messages.
  last_message_id integer,
  -- Each side's read position: every message with a greater id from the other side is unread.
  customer_last_read_message_id integer,
  provider_last_read_message_id integer,
  -- Either side may block; while either is set, nobody can post.
  customer_blocked_at timestamptz,
  provider_blocked_at timestamptz,
  created_at timestamptz not null default now(),
  -- Last activity (opened or last message): the inbox's order.
  updated_at timestamptz not null default now(),
  unique (job_id, provider_id)
);
create index conversations_customer_activity_idx on conversations (customer_id, updated_at desc, id desc);
create index conversations_provider_activity_idx on conversations (provider_id, updated_at desc, id desc);

create table messages (
  id integer generated always as identity primary key,
  conversation_id integer not null references conversations (id) on delete cascade,
  sender_id integer not null references users (id) on delete cascade,
  -- Plain text, trimmed, control characters other than tab and newline removed by the api.
  body text not null check (length(body) between 1 and 5000),
  created_at timestamptz not null default now()
);
-- Pages newest first, and unread counts (id greater than a read position) per thread.
create index messages_conversation_idx on messages (conversation_id, id desc) include (sender_id);

alter table conversations add constraint conversations_last_message_fk
  foreign key (last_message_id) references messages (id) on delete set null;

-- Photos of a message in the order sent; an upload belongs to one message at most.
create table message_photos (
  message_id integer not null references messages (id) on delete cascade,
  upload_id uuid not null unique references uploads (id) on delete cascade,
  position smallint not null check (position between 0 and 5),
  primary key (message_id, position)
);

-- A participant's report of a conversation, for the admin area to review.
create table conversation_reports (
  id integer generated always as identity primary key,
  conversation_id integer not null references conversations (id) on delete cascade,
  reporter_id integer not null references users (id) on delete cascade,
  reason text not null check (length(reason) between 3 and 500),
  status text not null default 'open' check (status in ('open', 'reviewed', 'dismissed')),
  created_at timestamptz not null default now()
);
create index conversation_reports_status_idx on conversation_reports (status, created_at desc);

-- Bids placed before messaging existed open their conversation too, their message its first message, so a
-- job's owner can answer every bidder the same way.
insert into conversations (job_id, customer_id, provider_id, created_at, updated_at)
select bids.job_id, jobs.customer_id, bids.provider_id, bids.created_at, bids.created_at
from bids join jobs on jobs.id = bids.job_id
where jobs.customer_id <> bids.provider_id;

insert into messages (conversation_id, sender_id, body, created_at)
select conversations.id, bids.provider_id, left(btrim(bids.message), 5000), bids.created_at
from bids
join conversations on conversations.job_id = bids.job_id and conversations.provider_id = bids.provider_id
where btrim(bids.message) <> '';

update conversations set
  last_message_id = messages.id,
  provider_last_read_message_id = messages.id
from messages where messages.conversation_id = conversations.id;
