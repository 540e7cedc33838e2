-- Payments: checkout sessions and processed webhook events (owner: api-payments).
select 1;
