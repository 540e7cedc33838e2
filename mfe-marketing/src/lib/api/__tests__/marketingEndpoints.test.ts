import { planCheckoutQuery, resetRuntimeConfig, type Plan } from '@prohive/shared';
import { answerInOrder, createTestStore, json } from '@prohive/shared/testing';
import { locationPageUrl, marketingApi } from '../marketingEndpoints';

const pro: Plan = {
  id: 2,
  slug: 'pro',
  name: 'Pro',
  description: 'For established pros who want a steady flow of jobs.',
  price: { amount_cents: 4900, currency: 'usd', interval: 'month' },
  limits: { bids_per_month: 50, service_categories: 3, service_radius_miles: 40 },
  features: ['50 bids per month'],
  checkout: {
    planId: 'pro',
    priceId: 'prohive_price_pro_month',
    productId: 'prohive_product_pro',
    requires_payment: true,
  },
};

describe('locationPageUrl', () => {
  it('builds the city and city/service paths, lower-cased', () => {
    expect(locationPageUrl({ state: 'CA', city: 'San-Diego' })).toBe('/locations/ca/san-diego');
    expect(locationPageUrl({ state: 'texas', city: 'austin', service: 'plumbing' })).toBe(
      '/locations/texas/austin/plumbing',
    );
  });

  it('adds radius and limit only when given', () => {
    expect(locationPageUrl({ state: 'tx', city: 'austin', radius: 10, limit: 5 })).toBe(
      '/locations/tx/austin?radius=10&limit=5',
    );
    expect(locationPageUrl({ state: 'tx', city: 'austin', limit: 3 })).toBe('/locations/tx/austin?limit=3');
  });

  it('encodes segments so a crafted slug stays inside its segment', () => {
    expect(locationPageUrl({ state: 'tx', city: '../../admin/users?x=1' })).toBe(
      '/locations/tx/..%2F..%2Fadmin%2Fusers%3Fx%3D1',
    );
  });
});

describe('planCheckoutQuery', () => {
  it('carries redirectToStripe and the three checkout ids for a paid plan', () => {
    const query = new URLSearchParams(planCheckoutQuery(pro));
    expect(Object.fromEntries(query)).toEqual({
      redirectToStripe: 'true',
      planId: 'pro',
      priceId: 'prohive_price_pro_month',
      productId: 'prohive_product_pro',
    });
  });

  it('asks for no checkout on a free plan', () => {
    const starter = { checkout: { ...pro.checkout, planId: 'starter', requires_payment: false } };
    expect(planCheckoutQuery(starter)).toBe('planId=starter');
  });
});

describe('marketing endpoints', () => {
  beforeEach(() => resetRuntimeConfig());

  it('plans and location pages read data.data from the right urls', async () => {
    const page = { city: { name: 'Austin' } };
    const { requests } = answerInOrder(json({ data: [pro] }), json({ data: page }));
    const store = createTestStore();
    const plans = await store.dispatch(marketingApi.endpoints.plans.initiate());
    expect(plans.data).toEqual([pro]);
    const location = await store.dispatch(
      marketingApi.endpoints.locationPage.initiate({ state: 'TX', city: 'austin', service: 'plumbing' }),
    );
    expect(location.data).toEqual(page);
    expect(requests.map((request) => request.url)).toEqual([
      'http://localhost/api/plans',
      'http://localhost/api/locations/tx/austin/plumbing',
    ]);
  });

  it('joining the waitlist posts the form once and keeps the friendly answer for a repeated email', async () => {
    const answer = {
      message: "Good news: you're already on the list.",
      data: { email: 'a@example.com', already_on_list: true },
    };
    const { requests } = answerInOrder(json(answer, 200));
    const store = createTestStore();
    const result = await store.dispatch(
      marketingApi.endpoints.joinFinancingWaitlist.initiate({
        name: 'A',
        email: 'a@example.com',
        zip: '78701',
      }),
    );
    expect(result).toEqual({ data: answer });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.url).toBe('http://localhost/api/financing-waitlist');
    expect(await requests[0]!.json()).toEqual({ name: 'A', email: 'a@example.com', zip: '78701' });
  });
});
