-- Reference data the product cannot run without: the four roles and their permissions (spec §3, §6),
-- the ten service categories (spec §1) and the three provider plans.

insert into roles (id, name, guard_name) values
  (1, 'admin', 'web'),
  (2, 'Supreme Admin', 'web'),
  (3, 'user', 'web'),
  (4, 'provider', 'web');

insert into permissions (name) values
  ('jobs.create'),
  ('jobs.manage-own'),
  ('bids.accept'),
  ('reviews.create'),
  ('bids.create'),
  ('bids.manage-own'),
  ('provider-profile.manage'),
  ('certificates.upload'),
  ('subscriptions.manage'),
  ('messages.send'),
  ('users.view'),
  ('users.suspend'),
  ('certificates.review'),
  ('campaigns.approve'),
  ('content.manage'),
  ('admins.manage'),
  ('roles.manage');

insert into role_permissions (role_id, permission_id)
select r.id, p.id
from roles r
join permissions p on p.name = any (case r.name
  when 'user' then array['jobs.create', 'jobs.manage-own', 'bids.accept', 'reviews.create', 'messages.send']
  when 'provider' then array['bids.create', 'bids.manage-own', 'provider-profile.manage', 'certificates.upload',
                             'subscriptions.manage', 'messages.send']
  when 'admin' then array['users.view', 'users.suspend', 'certificates.review', 'campaigns.approve', 'content.manage']
  when 'Supreme Admin' then array['users.view', 'users.suspend', 'certificates.review', 'campaigns.approve',
                                  'content.manage', 'admins.manage', 'roles.manage']
end);

insert into service_categories (slug, title, description, sort_order) values
  ('plumbing', 'Plumbing', 'Leaks, clogs, water heaters, fixtures and repiping by licensed plumbers.', 1),
  ('electrical', 'Electrical', 'Wiring, panels, outlets, lighting and EV chargers by licensed electricians.', 2),
  ('hvac', 'HVAC', 'Heating, cooling and ventilation installs, tune-ups and repairs.', 3),
  ('cleaning', 'Cleaning', 'Recurring, deep and move-out cleaning for homes and offices.', 4),
  ('handyman', 'Handyman', 'Repairs, assembly, mounting and the small jobs on your list.', 5),
  ('landscaping', 'Landscaping', 'Lawn care, planting, hardscape and seasonal yard clean-up.', 6),
  ('pest-control', 'Pest Control', 'Inspection and treatment for insects, rodents and termites.', 7),
  ('solar', 'Solar', 'Solar panel design, installation, maintenance and battery storage.', 8),
  ('roofing', 'Roofing', 'Roof repairs, replacements, gutters and storm damage inspections.', 9),
  ('appliance-repair', 'Appliance Repair', 'Repair of washers, dryers, refrigerators, ovens and dishwashers.', 10);

insert into plans (slug, name, description, price_cents, billing_interval, limits, features, sort_order) values
  ('starter', 'Starter', 'For new pros testing the waters.', 0, 'month',
   '{"bids_per_month": 5, "service_categories": 1, "service_radius_miles": 15}',
   '["5 bids per month", "1 service category", "Basic business profile", "Free business tools"]', 1),
  ('pro', 'Pro', 'For established pros who want a steady flow of jobs.', 4900, 'month',
   '{"bids_per_month": 50, "service_categories": 3, "service_radius_miles": 40}',
   '["50 bids per month", "3 service categories", "Job notification campaigns", "Verified badge", "Priority support"]', 2),
  ('business', 'Business', 'For teams serving several areas and trades.', 12900, 'month',
   '{"bids_per_month": null, "service_categories": 10, "service_radius_miles": 100}',
   '["Unlimited bids", "All service categories", "Featured placement in search", "Team seats", "Dedicated account manager"]', 3);
