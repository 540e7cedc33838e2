-- Issue #13, the admin area's remaining gaps (owner: admin-gaps): moderating reported conversations, job alerts
-- that survive a job's reopening without repeating themselves, and blog featured images uploaded by admins.

-- A moderator hides a reported conversation: it stays in both participants' inboxes (they are told why it went
-- quiet) but its messages are withheld from them and nobody can post. The reason is the moderator's note; the
-- audit log keeps who and when.
alter table conversations add column hidden_at timestamptz;
alter table conversations add column hidden_reason text;
-- Who handled a report and when (the report's status already says reviewed or dismissed).
alter table conversation_reports add column reviewed_at timestamptz;
alter table conversation_reports add column reviewed_by integer references users (id) on delete set null;

-- A job may be reopened (cancelled or expired → open), and every reopening makes a new campaign. A provider
-- hears about a job once, whichever of its campaigns reaches them first: this row is written in the same
-- transaction as the alert, and its key refuses a second one.
create table job_alerts_sent (
  job_id integer not null references jobs (id) on delete cascade,
  provider_id integer not null references users (id) on delete cascade,
  campaign_id integer not null references job_notification_campaigns (id) on delete cascade,
  sent_at timestamptz not null default now(),
  primary key (job_id, provider_id)
);
insert into job_alerts_sent (job_id, provider_id, campaign_id, sent_at)
select distinct on (c.job_id, d.provider_id) c.job_id, d.provider_id, c.id, d.delivered_at
from campaign_deliveries d join job_notification_campaigns c on c.id = d.campaign_id
where d.outcome = 'sent'
order by c.job_id, d.provider_id, d.delivered_at;

-- Admins upload featured images (uploads purpose blog_image: sniffed and re-encoded to WebP like every image).
-- Such media has an upload instead of a drawn illustration.
alter table uploads drop constraint uploads_purpose_check;
alter table uploads add constraint uploads_purpose_check
  check (purpose in ('job_photo', 'avatar', 'provider_photo', 'certificate', 'message_photo', 'blog_image'));
alter table blog_media alter column illustration drop not null;
-- No foreign key on purpose: the blog's tables hang off nothing in the accounts graph (a key to uploads, and so
-- to users, would put blog posts in reach of every `truncate users ... cascade` and account deletion). The
-- uploads sweep leaves an upload alone while blog_media names it.
alter table blog_media add column upload_id uuid unique;
alter table blog_media add constraint blog_media_image_source_check
  check ((illustration is null) <> (upload_id is null));
