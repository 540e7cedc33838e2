-- Messaging groundwork (issue #12): a per-user event log that the realtime stream replays and follows, in-app
-- notifications, an email outbox written in the same transaction as the change it reports, and per-category
-- email preferences.

-- Every event a user's open tabs should hear about. The id orders delivery and is the SSE event id a client
-- resumes from (Last-Event-ID), so it is a sequence, never reused; rows are swept after 7 days.
create table user_events (
  id bigserial primary key,
  user_id integer not null references users (id) on delete cascade,
  type text not null check (type in ('notification', 'message', 'conversation_read', 'unread')),
  payload jsonb not null,
  created_at timestamptz not null default now()
);
create index user_events_user_idx on user_events (user_id, id);
create index user_events_created_idx on user_events (created_at);

-- Streams deliver a user's rows with an id above the last one sent, so ids must become visible in increasing
-- order: a transaction that drew id 10 and committed after another's id 11 would otherwise be skipped. The
-- final id is therefore drawn at commit time (a deferred trigger) under one transaction-level advisory lock,
-- held only from there to the end of the commit, so commits that publish events draw their ids in commit order.
-- The same trigger wakes the listening api processes; NOTIFY is delivered only after commit.
create function user_events_commit_order() returns trigger language plpgsql as $$
begin
  perform pg_advisory_xact_lock(7230418552);
  update user_events set id = nextval(pg_get_serial_sequence('user_events', 'id')) where id = new.id;
  perform pg_notify('prohive_user_events', new.user_id::text);
  return null;
end
$$;
create constraint trigger user_events_commit_order after insert on user_events
  deferrable initially deferred for each row execute function user_events_commit_order();

create table notifications (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  kind text not null check (
    kind in (
      'bid_received', 'bid_updated', 'bid_withdrawn', 'bid_accepted', 'bid_declined', 'job_completed',
      'message_received', 'certificate_reviewed', 'job_alert'
    )
  ),
  title text not null check (char_length(title) between 1 and 200),
  body text not null check (char_length(body) <= 2000),
  link text not null check (char_length(link) <= 500),
  data jsonb not null default '{}',
  read_at timestamptz,
  created_at timestamptz not null default now()
);
create index notifications_user_idx on notifications (user_id, id desc);
create index notifications_unread_idx on notifications (user_id) where read_at is null;

-- One row per email to send. The worker claims due rows with FOR UPDATE SKIP LOCKED, pushes next_attempt_at
-- forward before sending (a lease), sends, then marks the row sent: a crash between send and mark-sent sends
-- it again once, with the same idempotency key (the Message-ID is derived from it).
create table email_outbox (
  id serial primary key,
  user_id integer references users (id) on delete set null,
  to_address text not null,
  category text not null check (category in ('bids', 'messages', 'job_alerts', 'account')),
  subject text not null,
  text_body text not null,
  html_body text not null,
  -- Headers and the final bodies as sent (unsubscribe footer included), filled in when the row is sent.
  headers jsonb not null default '{}',
  idempotency_key text not null unique check (char_length(idempotency_key) between 1 and 200),
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);
create index email_outbox_due_idx on email_outbox (next_attempt_at) where status = 'pending';
create index email_outbox_created_idx on email_outbox (created_at desc, id desc);

-- A missing row means every category is on.
create table email_preferences (
  user_id integer primary key references users (id) on delete cascade,
  bids boolean not null default true,
  messages boolean not null default true,
  job_alerts boolean not null default true,
  updated_at timestamptz not null default now()
);
