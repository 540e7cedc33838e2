import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A timestamptz column: read as Date, written as Date or ISO string, defaulted by the database. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string | undefined, string>;

export type UserStatus = 'active' | 'suspended';
export type CertificateKind = 'license' | 'insurance' | 'background';
export type CertificateStatus = 'pending' | 'approved' | 'rejected';
export type ServiceType = 'home' | 'office' | 'commercial';
export type JobStatus = 'open' | 'hired' | 'completed' | 'cancelled' | 'expired';
export type JobTiming = 'asap' | 'within_week' | 'within_month' | 'flexible' | 'specific_date';
export type BidStatus = 'pending' | 'accepted' | 'declined' | 'withdrawn';
export type SubscriptionStatus = 'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled';

export interface RolesTable {
  id: number;
  name: string;
  guard_name: Generated<string>;
  created_at: Timestamp;
}

export interface PermissionsTable {
  id: Generated<number>;
  name: string;
  guard_name: Generated<string>;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string | null;
  google_sub: string | null;
  role_id: number;
  avatar_url: string | null;
  zip: string | null;
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
  email_verified_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ServiceCategoriesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  description: string;
  sort_order: Generated<number>;
}

export interface ProviderProfilesTable {
  user_id: number;
  business_name: string;
  bio: Generated<string>;
  latitude: number;
  longitude: number;
  radius_miles: Generated<number>;
  city: string;
  state: string;
  zip: string;
  years_in_business: Generated<number>;
  rating_average: Generated<number>;
  review_count: Generated<number>;
  hires: Generated<number>;
  response_time_minutes: number | null;
  license_verified: Generated<boolean>;
  insurance_verified: Generated<boolean>;
  background_checked: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProviderServicesTable {
  provider_id: number;
  category_id: number;
}

export interface CertificatesTable {
  id: Generated<number>;
  provider_id: number;
  kind: CertificateKind;
  status: ColumnType<CertificateStatus, CertificateStatus | undefined, CertificateStatus>;
  document_url: string | null;
  rejection_reason: string | null;
  reviewed_by: number | null;
  reviewed_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface JobsTable {
  id: Generated<number>;
  customer_id: number;
  category_id: number;
  service_type: ServiceType;
  title: string;
  description: string;
  answers: Json<Record<string, unknown>>;
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  budget_min_cents: number | null;
  budget_max_cents: number | null;
  timing: JobTiming;
  preferred_date: ColumnType<Date | null, string | null | undefined, string | null>;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  created_at: Timestamp;
  updated_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  hired_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
}

export interface BidsTable {
  id: Generated<number>;
  job_id: number;
  provider_id: number;
  amount_cents: number;
  message: Generated<string>;
  estimated_duration_minutes: number | null;
  status: ColumnType<BidStatus, BidStatus | undefined, BidStatus>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ReviewsTable {
  id: Generated<number>;
  job_id: number;
  customer_id: number;
  provider_id: number;
  rating: number;
  body: Generated<string>;
  created_at: Timestamp;
}

export interface PlanLimits {
  bids_per_month: number | null;
  service_categories: number;
  service_radius_miles: number;
}

export interface PlansTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  price_cents: number;
  currency: Generated<string>;
  billing_interval: Generated<'month' | 'year'>;
  limits: Json<PlanLimits>;
  features: Json<string[]>;
  stripe_product_id: string | null;
  stripe_price_id: string | null;
  sort_order: Generated<number>;
  active: Generated<boolean>;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  plan_id: number;
  status: SubscriptionStatus;
  current_period_start: ColumnType<Date, Date | string, Date | string>;
  current_period_end: ColumnType<Date, Date | string, Date | string>;
  cancel_at_period_end: Generated<boolean>;
  stripe_subscription_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RevokedTokensTable {
  jti: string;
  user_id: number;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  subject_type: string | null;
  subject_id: number | null;
  details: Json<Record<string, unknown>>;
  ip: string | null;
  created_at: Timestamp;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  checksum: string;
  applied_at: Timestamp;
}

export type CheckoutAdapter = 'test' | 'stripe' | 'free';
export type CheckoutStatus = 'open' | 'complete' | 'expired';

export interface CheckoutSessionsTable {
  id: string;
  adapter: CheckoutAdapter;
  user_id: number;
  plan_id: number;
  status: CheckoutStatus;
  amount_cents: number;
  currency: string;
  success_url: string;
  cancel_url: string;
  url: string;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  completed_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface StripeCustomersTable {
  user_id: number;
  customer_id: string;
  created_at: Timestamp;
}

export interface StripeWebhookEventsTable {
  id: string;
  type: string;
  received_at: Timestamp;
}

export interface Database {
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  users: UsersTable;
  service_categories: ServiceCategoriesTable;
  provider_profiles: ProviderProfilesTable;
  provider_services: ProviderServicesTable;
  certificates: CertificatesTable;
  jobs: JobsTable;
  bids: BidsTable;
  reviews: ReviewsTable;
  plans: PlansTable;
  subscriptions: SubscriptionsTable;
  revoked_tokens: RevokedTokensTable;
  audit_log: AuditLogTable;
  schema_migrations: SchemaMigrationsTable;
  checkout_sessions: CheckoutSessionsTable;
  stripe_customers: StripeCustomersTable;
  stripe_webhook_events: StripeWebhookEventsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
