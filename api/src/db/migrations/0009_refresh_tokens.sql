-- Refresh tokens (issue #17): the long-lived half of a session, kept in an HttpOnly cookie so no script can
-- read it. Only a SHA-256 of each token is stored: a copy of this table signs nobody in. Every use rotates the
-- token (rotated_at is set, a successor row is inserted in the same family); presenting a rotated token again
-- means two parties hold it, so the whole family is revoked (a stolen-token detector).
create table refresh_tokens (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  family_id uuid not null,
  user_id integer not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  rotated_at timestamptz,
  revoked_at timestamptz
);
create index refresh_tokens_family_idx on refresh_tokens (family_id);
create index refresh_tokens_user_idx on refresh_tokens (user_id, expires_at);

-- The refresh family an access token was issued for, so signing out (or a detected reuse) also revokes the
-- short-lived access tokens of that session, and a password change can keep the current session alone.
alter table issued_tokens add column family_id uuid;
create index issued_tokens_family_idx on issued_tokens (family_id) where family_id is not null;
