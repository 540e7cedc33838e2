/**
 * The identity calls' request and response shapes (spec §3 and §7), named from the types generated from the
 * api's OpenAPI document (./contract): the api defines them once, the front end only names them.
 */
import type { components, JsonBody, JsonResponse } from './contract';

/** A role as the public roles call and the user object carry it; the built-in fallback roles have no permissions. */
export type Role = Omit<components['schemas']['Role'], 'permissions'> & { permissions?: string[] };

/** The names the spec gives roles; the roles service also calls a customer `customer`. */
export type RoleName = 'admin' | 'Supreme Admin' | 'user' | 'customer' | 'provider';

/** The signed-in user as login, registration and /me return it, and as the session keeps it. */
export type AuthUser = Omit<components['schemas']['User'], 'role'> & { role: Role };

/** Review state of each certificate a provider can upload (spec §3 `certificates_status`). */
export type CertificatesStatus = AuthUser['certificates_status'];
export type CertificateState = CertificatesStatus['license'];

/** `plan.limits` are the plan's; `cancel_at_period_end` keeps the plan live until `current_period_end`. */
export type CurrentSubscription = NonNullable<AuthUser['current_subscription']>;

/** The api's envelope for single items and lists (architecture §6). */
export interface DataEnvelope<T> {
  data: T;
}

export type LoginRequest = JsonBody<'/api/login', 'post'>;
export type LoginResponse = Omit<JsonResponse<'/api/login', 'post'>, 'user'> & { user: AuthUser };
/** The role id is read from the roles list at run time, so it is any number here; the api refuses the others. */
export type RegisterRequest = Omit<JsonBody<'/api/register', 'post'>, 'roleId'> & { roleId: number };
export type GoogleLoginRequest = Omit<JsonBody<'/api/auth/google', 'post'>, 'roleId'> & { roleId: number };

/** What POST /logout answers. */
export type MessageResponse = JsonResponse<'/api/logout', 'post'>;

/** The error body every api route returns (architecture §6). */
export type ApiErrorBody = JsonResponse<'/api/me', 'get', 401>;
