-- Free tools (owner: tools-docs): the invoices, receipts and work orders a signed-in user saved from the
-- document tools. The document itself is JSON the api validates (modules/documents/schemas.ts) and never
-- interprets beyond the customer's name for the list; totals are worked out by the browser that renders it.
create table documents (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  kind text not null check (kind in ('invoice', 'receipt', 'work_order')),
  title text not null check (char_length(title) between 1 and 120),
  number text not null check (char_length(number) between 1 and 40),
  content jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- The owner's list, most recently changed first (and the per-user count the cap reads).
create index documents_owner_idx on documents (user_id, updated_at desc, id desc);
