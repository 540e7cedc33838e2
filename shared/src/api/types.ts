/**
 * Request and response shapes of the identity calls (spec §3 and §7). The api implements them; the front end
 * imports them from here so both sides agree on one definition.
 */

import type { PlanLimits } from './marketingEndpoints';

/** A role as the public roles call and the user object carry it. */
export interface Role {
  id: number;
  name: string;
  guard_name: string;
  /** Permission names; absent on the fallback roles. */
  permissions?: string[];
}

/** The names the spec gives roles; the roles service also calls a customer `customer`. */
export type RoleName = 'admin' | 'Supreme Admin' | 'user' | 'customer' | 'provider';

export type CertificateState = 'none' | 'pending' | 'approved' | 'rejected';

/** Review state of each certificate a provider can upload (spec §3 `certificates_status`). */
export interface CertificatesStatus {
  license: CertificateState;
  insurance: CertificateState;
  background: CertificateState;
}

export interface CurrentSubscription {
  /** `limits` are the plan's (what bids, categories and radius the provider gets). */
  plan: { id: number; slug: string; name: string; limits: PlanLimits };
  status: string;
  /** ISO date-time. */
  current_period_end: string;
  /** True once the subscriber cancelled: the plan stays live until current_period_end, then lapses. */
  cancel_at_period_end: boolean;
}

/** The signed-in user as login, registration and /me return it, and as the session keeps it. */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  current_subscription: CurrentSubscription | null;
  certificates_status: CertificatesStatus;
  avatar: string | null;
  zip: string | null;
}

/** The api's envelope for single items and lists (architecture §6). */
export interface DataEnvelope<T> {
  data: T;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  access_token: string;
  user: AuthUser;
}

export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  roleId: number;
}

/** What POST /logout answers. */
export interface MessageResponse {
  message: string;
}

export interface GoogleLoginRequest {
  id_token: string;
  roleId: number;
}

/** The error body every api route returns (architecture §6). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}
