import { FALLBACK_ROLES } from '@prohive/shared';
import {
  checkoutIdsFrom,
  checkoutQuery,
  destinationAfterAuth,
  registrationName,
  roleIdFor,
} from '../authRules';

describe('registrationName', () => {
  it('keeps only what comes before an @ (spec §5)', () => {
    expect(registrationName('jamie.doe@example.com')).toBe('jamie.doe');
  });

  it('keeps a plain name as typed, trimmed', () => {
    expect(registrationName('  Jamie Doe ')).toBe('Jamie Doe');
  });
});

describe('roleIdFor', () => {
  const loaded = [
    { id: 11, name: 'customer', guard_name: 'web' },
    { id: 14, name: 'provider', guard_name: 'web' },
  ];

  it('uses the ids the api published', () => {
    expect(roleIdFor('customer', loaded)).toBe(11);
    expect(roleIdFor('provider', loaded)).toBe(14);
  });

  it('falls back to the spec roles when none were loaded', () => {
    expect(roleIdFor('customer', [])).toBe(FALLBACK_ROLES.find((role) => role.name === 'user')!.id);
    expect(roleIdFor('provider', [])).toBe(4);
  });
});

describe('destinationAfterAuth', () => {
  const provider = { role: { id: 4, name: 'provider', guard_name: 'web' } };

  it('prefers the redirect parameter, then the previousPage cookie', () => {
    expect(destinationAfterAuth(provider, '/jobs?page=2', '/saved')).toBe('/jobs?page=2');
    expect(destinationAfterAuth(provider, null, '/saved')).toBe('/saved');
  });

  it("goes to the role's dashboard otherwise", () => {
    expect(destinationAfterAuth(provider, null, null)).toBe('/provider/dashboard');
    expect(destinationAfterAuth({ role: { id: 3, name: 'user', guard_name: 'web' } }, null, null)).toBe(
      '/customer/dashboard',
    );
    expect(destinationAfterAuth({ role: { id: 1, name: 'admin', guard_name: 'web' } }, null, null)).toBe(
      '/admin',
    );
  });

  it('never follows another site or loops back to /auth', () => {
    expect(destinationAfterAuth(provider, '//evil.example/', 'https://evil.example')).toBe(
      '/provider/dashboard',
    );
    expect(destinationAfterAuth(provider, '/auth?mode=register', null)).toBe('/provider/dashboard');
  });
});

describe('checkoutIdsFrom (spec §5: checkout needs redirectToStripe=true and all three ids)', () => {
  const full = { redirectToStripe: 'true', planId: 'pro', priceId: 'price_1', productId: 'prod_1' };

  it('returns the three ids when all are there', () => {
    expect(checkoutIdsFrom(new URLSearchParams(full))).toEqual({
      planId: 'pro',
      priceId: 'price_1',
      productId: 'prod_1',
    });
  });

  it.each([
    ['redirectToStripe missing', { ...full, redirectToStripe: '' }],
    ['redirectToStripe not "true"', { ...full, redirectToStripe: '1' }],
    ['planId missing', { ...full, planId: '' }],
    ['priceId missing', { ...full, priceId: ' ' }],
    ['productId missing', { ...full, productId: '' }],
  ])('is null with %s', (_label, query) => {
    expect(checkoutIdsFrom(new URLSearchParams(query))).toBeNull();
  });

  it('round-trips through checkoutQuery', () => {
    const ids = { planId: 'pro', priceId: 'price 1', productId: 'prod&1' };
    expect(checkoutIdsFrom(new URLSearchParams(checkoutQuery(ids)))).toEqual(ids);
  });
});

describe('destinationAfterAuth with the shared redirect rule', () => {
  it('falls back to the dashboard for every attack, whether it came as the parameter or the cookie', () => {
    const provider = { role: { id: 4, name: 'provider', guard_name: 'web' } };
    for (const attack of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(destinationAfterAuth(provider, attack, null)).toBe('/provider/dashboard');
      expect(destinationAfterAuth(provider, null, attack)).toBe('/provider/dashboard');
    }
  });
});
