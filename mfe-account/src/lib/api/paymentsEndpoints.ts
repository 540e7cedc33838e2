import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import {
  api,
  apiErrorMessage,
  errorStatus,
  type ApiResult,
  type CurrentSubscription,
  type JsonBody,
  type ResponseData,
} from '@prohive/shared';

/**
 * Checkout calls (spec §7): create a Stripe (or built-in test-mode) checkout session and verify it when the
 * browser comes back. Both send the session's bearer token, which the app base query adds from the store.
 */

/** Spec §7 request body, field for field. `userId` must be the signed-in user (the api checks). */
export type CreateCheckoutSessionRequest = JsonBody<'/api/stripe/create-checkout-session', 'post'>;

/** A created session, whichever way the api spelled it (`sessionId` or `session_id`, nested under `data` or not). */
export interface CheckoutSession {
  sessionId: string;
  url: string;
}

/** What GET /api/stripe/verify-session/{id} answers when the session is paid. */
export type CheckoutSessionStatus = 'paid' | 'open' | 'expired';
/** The api answers 200 only when paid; the reader below also names an open or expired session. */
export type VerifiedCheckoutSession = Omit<
  ResponseData<'/api/stripe/verify-session/{sessionId}', 'get'>,
  'status'
> & { status: CheckoutSessionStatus };

/** Spec §8 checkout helper messages, word for word. */
export const CHECKOUT_HELPER_MESSAGES = {
  createFailed: 'Failed to create checkout session',
  createError: 'Error creating checkout session',
  verifyFailed: 'Failed to verify payment',
  verifyError: 'Error verifying payment session',
} as const;

/** The payment provider's placeholder for the session id in a success URL (Stripe's convention). */
export const CHECKOUT_SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

const nonEmptyString = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * Spec §3: "sessionId (or session_id) and url, possibly nested under data". Each field is looked up under
 * `data` first, then at the top level. Throws when there is no URL to send the browser to, or it is not http(s)
 * (a `javascript:` URL from a compromised answer must never reach `location.assign`).
 */
export function readCheckoutSession(response: unknown): CheckoutSession {
  const top = asRecord(response);
  const layers = [asRecord(top?.data), top].filter((layer) => layer !== null);
  const pick = (...keys: string[]) => {
    for (const layer of layers)
      for (const key of keys) {
        const found = nonEmptyString(layer[key]);
        if (found) return found;
      }
    return null;
  };
  const url = pick('url');
  const sessionId = pick('sessionId', 'session_id');
  if (!url || !sessionId) throw new TypeError('create-checkout-session: expected a session id and a url');
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new TypeError('create-checkout-session: the url is not an absolute URL');
  }
  if (protocol !== 'https:' && protocol !== 'http:')
    throw new TypeError(`create-checkout-session: refusing a ${protocol} url`);
  return { sessionId, url };
}

/** The verify answer, nested under `data` or not. Throws when it carries no plan. */
export function readVerifiedSession(response: unknown): VerifiedCheckoutSession {
  const top = asRecord(response);
  const body = asRecord(top?.data) ?? top;
  const plan = asRecord(body?.plan);
  const name = nonEmptyString(plan?.name);
  const slug = nonEmptyString(plan?.slug);
  if (!body || !name || !slug) throw new TypeError('verify-session: expected a plan in the answer');
  const status = body.status === 'open' || body.status === 'expired' ? body.status : 'paid';
  const subscription = (asRecord(body.subscription) as CurrentSubscription | null) ?? null;
  return { status, plan: { slug, name }, subscription };
}

const malformed = (error: unknown, data: unknown): FetchBaseQueryError => ({
  status: 'CUSTOM_ERROR',
  error: error instanceof Error ? error.message : String(error),
  data,
});

export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createCheckoutSession: build.mutation<CheckoutSession, CreateCheckoutSessionRequest>({
      // A queryFn, so an answer without a usable url becomes an ordinary error result rather than a throw.
      async queryFn(body, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: '/stripe/create-checkout-session', method: 'POST', body });
        if (result.error) return { error: result.error, meta: result.meta };
        try {
          return { data: readCheckoutSession(result.data), meta: result.meta };
        } catch (error) {
          return { error: malformed(error, result.data), meta: result.meta };
        }
      },
      invalidatesTags: ['Checkout'],
    }),
    verifyCheckoutSession: build.query<VerifiedCheckoutSession, string>({
      async queryFn(sessionId, _api, _extraOptions, baseQuery) {
        const result = await baseQuery(`/stripe/verify-session/${encodeURIComponent(sessionId)}`);
        if (result.error) return { error: result.error, meta: result.meta };
        try {
          return { data: readVerifiedSession(result.data), meta: result.meta };
        } catch (error) {
          return { error: malformed(error, result.data), meta: result.meta };
        }
      },
      // A verification is a moment in time: coming back to the page must ask again, not show the old answer.
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, sessionId) => [{ type: 'Checkout', id: sessionId }],
    }),
  }),
});

export const {
  useCreateCheckoutSessionMutation,
  useVerifyCheckoutSessionQuery,
  useLazyVerifyCheckoutSessionQuery,
} = paymentsApi;

/**
 * How a checkout call went wrong: `response` when the api answered with a non-2xx status (the spec's
 * "Failed to …"), `exception` when there was no usable answer at all — network, timeout, unreadable body
 * (the spec's "Error …").
 */
export type CheckoutFailure = 'response' | 'exception';

/** Spec §7 helper result plus which failure it was and the api's own words, for showing under the headline. */
export interface CheckoutHelperResult<T> extends ApiResult<T> {
  failure: CheckoutFailure | null;
  /** The api's message (or the transport's error text) behind a failure; null on success. */
  detail: string | null;
}

/**
 * A settled call as a mutation trigger or a query's `initiate` resolves it. Wider than `ApiOutcome` because a
 * query result may (in principle) carry neither data nor error.
 */
export interface CheckoutCallOutcome<T> {
  data?: T;
  error?: FetchBaseQueryError | SerializedError;
  meta?: FetchBaseQueryMeta;
}

function helperResult<T>(
  outcome: CheckoutCallOutcome<T>,
  messages: { response: string; exception: string },
): CheckoutHelperResult<T> {
  if (outcome.error === undefined && outcome.data !== undefined) {
    return {
      data: outcome.data,
      error: null,
      status: outcome.meta?.response?.status ?? null,
      isSuccess: true,
      failure: null,
      detail: null,
    };
  }
  const error: FetchBaseQueryError | SerializedError = outcome.error ?? {
    message: 'The call settled without an answer',
  };
  const status = errorStatus(error);
  // An unreadable 2xx body is not the api refusing; it is the same as getting no answer.
  const failure: CheckoutFailure =
    status !== null && (status < 200 || status > 299) ? 'response' : 'exception';
  return {
    data: null,
    error: failure === 'response' ? messages.response : messages.exception,
    status,
    isSuccess: false,
    failure,
    detail: apiErrorMessage(error),
  };
}

/** Result of a create-checkout-session call in the spec's helper shape. */
export function checkoutSessionResult(
  outcome: CheckoutCallOutcome<CheckoutSession>,
): CheckoutHelperResult<CheckoutSession> {
  return helperResult(outcome, {
    response: CHECKOUT_HELPER_MESSAGES.createFailed,
    exception: CHECKOUT_HELPER_MESSAGES.createError,
  });
}

/** Result of a verify-session call in the spec's helper shape. */
export function verifySessionResult(
  outcome: CheckoutCallOutcome<VerifiedCheckoutSession>,
): CheckoutHelperResult<VerifiedCheckoutSession> {
  return helperResult(outcome, {
    response: CHECKOUT_HELPER_MESSAGES.verifyFailed,
    exception: CHECKOUT_HELPER_MESSAGES.verifyError,
  });
}
