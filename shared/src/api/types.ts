/**
 * Request and response shapes of the identity calls (spec §3 and §7). The api implements them; the front end
 * imports them from here so both sides agree on one definition.
 */

export interface Permission {
  id: number;
  name: string;
  guard_name: string;
}

/** A role as the public roles call and the user object carry it. */
export interface Role {
  id: number;
  name: string;
  guard_name: string;
  permissions?: Permission[];
}

/** The names the spec gives roles; the roles service also calls a customer `customer`. */
export type RoleName = 'admin' | 'Supreme Admin' | 'user' | 'customer' | 'provider';

/** The signed-in user as login, registration and /me return it, and as the session keeps it. */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: Role | null;
  /** Shape owned by the plans domain; null when the user has no subscription. */
  current_subscription: Record<string, unknown> | null;
  /** Certificate review states (license, insurance, background), when the user is a provider. */
  certificates_status: Record<string, unknown> | null;
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

export interface GoogleLoginRequest {
  id_token: string;
  roleId: number;
}

/** The error body every api route returns (architecture §6). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}
