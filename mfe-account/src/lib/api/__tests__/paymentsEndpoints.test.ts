import { resetRuntimeConfig } from '@prohive/shared';
import {
  createTestStore,
  answerInOrder,
  json,
  makeSignedInSession,
  makeTestUser,
} from '@prohive/shared/testing';
import {
  CHECKOUT_HELPER_MESSAGES,
  checkoutSessionResult,
  paymentsApi,
  readCheckoutSession,
  readVerifiedSession,
  verifySessionResult,
  type CreateCheckoutSessionRequest,
} from '../paymentsEndpoints';

const request: CreateCheckoutSessionRequest = {
  userId: 7,
  planId: 'pro',
  priceId: 'prohive_price_pro_month',
  productId: 'prohive_product_pro',
  successUrl: 'http://localhost/stripe/success?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://localhost/stripe/cancel',
};

const signedInStore = () =>
  createTestStore({
    preloadedState: { session: makeSignedInSession(makeTestUser({ id: 7 })) },
  });

describe('readCheckoutSession (spec §3: sessionId or session_id, possibly under data)', () => {
  it.each([
    ['nested, camelCase', { data: { sessionId: 'cs_1', url: 'https://checkout.example/cs_1' } }],
    ['nested, snake_case', { data: { session_id: 'cs_1', url: 'https://checkout.example/cs_1' } }],
    ['top level', { sessionId: 'cs_1', url: 'https://checkout.example/cs_1' }],
    ['url nested, id on top', { sessionId: 'cs_1', data: { url: 'https://checkout.example/cs_1' } }],
  ])('%s', (_label, body) => {
    expect(readCheckoutSession(body)).toEqual({ sessionId: 'cs_1', url: 'https://checkout.example/cs_1' });
  });

  it.each([
    ['no url', { data: { sessionId: 'cs_1' } }],
    ['no id', { data: { url: 'https://checkout.example/x' } }],
    ['a javascript: url', { data: { sessionId: 'cs_1', url: 'javascript:alert(1)' } }],
    ['a relative url', { data: { sessionId: 'cs_1', url: '/pay' } }],
    ['not an object', 'ok'],
  ])('refuses %s', (_label, body) => {
    expect(() => readCheckoutSession(body)).toThrow(TypeError);
  });
});

describe('readVerifiedSession', () => {
  it('reads plan, status and subscription under data', () => {
    const subscription = {
      plan: { id: 2, slug: 'pro', name: 'Pro' },
      status: 'active',
      current_period_end: '2026-12-22T00:00:00.000Z',
    };
    expect(
      readVerifiedSession({ data: { status: 'paid', plan: { slug: 'pro', name: 'Pro' }, subscription } }),
    ).toEqual({ status: 'paid', plan: { slug: 'pro', name: 'Pro' }, subscription });
  });

  it('refuses an answer without a plan', () => {
    expect(() => readVerifiedSession({ data: { status: 'paid' } })).toThrow(TypeError);
  });
});

describe('payments endpoints', () => {
  beforeEach(() => resetRuntimeConfig());

  it('create-checkout-session posts the spec body with the bearer token', async () => {
    const { requests } = answerInOrder(
      json({
        data: { sessionId: 'cs_9', session_id: 'cs_9', url: 'http://127.0.0.1:1/api/test-checkout/cs_9' },
      }),
    );
    const store = signedInStore();
    const outcome = await store.dispatch(paymentsApi.endpoints.createCheckoutSession.initiate(request));
    const result = checkoutSessionResult(outcome);
    expect(result).toMatchObject({
      isSuccess: true,
      error: null,
      failure: null,
      data: { sessionId: 'cs_9', url: 'http://127.0.0.1:1/api/test-checkout/cs_9' },
    });
    const sent = requests[0]!;
    expect(new URL(sent.url).pathname).toBe('/api/stripe/create-checkout-session');
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('Authorization')).toMatch(/^Bearer ey/);
    expect(await sent.json()).toEqual(request);
  });

  it("a refused create is 'Failed to create checkout session', keeping the api's words as detail", async () => {
    const { requests } = answerInOrder(json({ message: 'Unknown plan.' }, 422));
    const store = signedInStore();
    const result = checkoutSessionResult(
      await store.dispatch(paymentsApi.endpoints.createCheckoutSession.initiate(request)),
    );
    expect(result).toMatchObject({
      isSuccess: false,
      status: 422,
      failure: 'response',
      error: CHECKOUT_HELPER_MESSAGES.createFailed,
      detail: 'Unknown plan.',
    });
    // A 4xx is not retried (only network and 5xx failures are).
    expect(requests).toHaveLength(1);
  });

  it("a network failure or an answer without a url is 'Error creating checkout session'", async () => {
    answerInOrder(new TypeError('Failed to fetch'), new TypeError('x'), new TypeError('y'));
    const outcome = await signedInStore().dispatch(
      paymentsApi.endpoints.createCheckoutSession.initiate(request),
    );
    expect(checkoutSessionResult(outcome)).toMatchObject({
      failure: 'exception',
      status: null,
      error: CHECKOUT_HELPER_MESSAGES.createError,
    });

    answerInOrder(json({ data: { sessionId: 'cs_1' } }));
    const second = await signedInStore().dispatch(
      paymentsApi.endpoints.createCheckoutSession.initiate(request),
    );
    expect(checkoutSessionResult(second)).toMatchObject({
      failure: 'exception',
      error: CHECKOUT_HELPER_MESSAGES.createError,
    });
  });

  it('verify-session GETs the encoded id with the bearer token and reads the plan', async () => {
    const { requests } = answerInOrder(
      json({ data: { status: 'paid', plan: { slug: 'pro', name: 'Pro' }, subscription: null } }),
    );
    const store = signedInStore();
    const outcome = await store.dispatch(paymentsApi.endpoints.verifyCheckoutSession.initiate('cs/1?x'));
    expect(verifySessionResult(outcome)).toMatchObject({
      isSuccess: true,
      data: { plan: { name: 'Pro' } },
    });
    expect(new URL(requests[0]!.url).pathname).toBe('/api/stripe/verify-session/cs%2F1%3Fx');
    expect(requests[0]!.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it.each([402, 404, 409])("verify answered %i is 'Failed to verify payment'", async (status) => {
    answerInOrder(json({ message: 'The payment is not complete.' }, status));
    const outcome = await signedInStore().dispatch(
      paymentsApi.endpoints.verifyCheckoutSession.initiate(`cs_${status}`),
    );
    expect(verifySessionResult(outcome)).toMatchObject({
      isSuccess: false,
      status,
      failure: 'response',
      error: CHECKOUT_HELPER_MESSAGES.verifyFailed,
      detail: 'The payment is not complete.',
    });
  });

  it("verify with no answer at all is 'Error verifying payment session'", async () => {
    answerInOrder(...Array.from({ length: 4 }, () => new TypeError('Failed to fetch')));
    const outcome = await signedInStore().dispatch(
      paymentsApi.endpoints.verifyCheckoutSession.initiate('cs_offline'),
    );
    expect(verifySessionResult(outcome)).toMatchObject({
      failure: 'exception',
      error: CHECKOUT_HELPER_MESSAGES.verifyError,
    });
  });
});
