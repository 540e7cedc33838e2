-- Jobs flow: job photos, exact address, quotes aimed at a provider, expiry support (owner: api-jobs).
select 1;
