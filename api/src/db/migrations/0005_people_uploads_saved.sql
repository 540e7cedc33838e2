-- People: uploads stored in the database, saved providers and jobs, contact details (owner: api-people).
select 1;
