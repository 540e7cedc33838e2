import { FALLBACK_ROLES } from '../constants';
import { dashboardPathFor, roleFlagsFor } from '../roleRules';

const withRole = (name: string) => ({ role: { id: 9, name, guard_name: 'web' } });
const list = [...FALLBACK_ROLES, { id: 5, name: 'customer', guard_name: 'web' }];

describe('dashboardPathFor', () => {
  it.each([
    ['user', '/customer/dashboard'],
    ['customer', '/customer/dashboard'],
    ['provider', '/provider/dashboard'],
    ['admin', '/admin'],
    ['Supreme Admin', '/admin'],
    ['moderator', '/'],
  ])('role %p goes to %p', (name, path) => {
    expect(dashboardPathFor(withRole(name))).toBe(path);
  });

  it("goes to '/' without a user", () => {
    expect(dashboardPathFor(null)).toBe('/');
    expect(dashboardPathFor(undefined, [])).toBe('/');
  });

  it('the role object wins over held roles', () => {
    expect(dashboardPathFor(withRole('user'), ['provider'])).toBe('/customer/dashboard');
  });

  describe('without a role object, checks held roles in the order provider, customer, admin', () => {
    it.each<[string[], string]>([
      [['admin', 'user', 'provider'], '/provider/dashboard'],
      [['Supreme Admin', 'customer'], '/customer/dashboard'],
      [['admin', 'user'], '/customer/dashboard'],
      [['Supreme Admin'], '/admin'],
      [['admin'], '/admin'],
      [['guest'], '/'],
      [[], '/'],
    ])('%p → %p', (held, path) => {
      expect(dashboardPathFor({ role: null }, held)).toBe(path);
    });

    it('accepts role objects as held roles', () => {
      expect(dashboardPathFor({}, [{ name: 'admin' }, { name: 'provider' }])).toBe('/provider/dashboard');
    });
  });
});

describe('roleFlagsFor', () => {
  it('is all false when not authenticated, whatever the role', () => {
    expect(roleFlagsFor(withRole('admin'), list, false)).toEqual({
      isProvider: false,
      isCustomer: false,
      isAdmin: false,
    });
  });

  it.each([
    ['provider', { isProvider: true, isCustomer: false, isAdmin: false }],
    ['user', { isProvider: false, isCustomer: true, isAdmin: false }],
    ['customer', { isProvider: false, isCustomer: true, isAdmin: false }],
    ['admin', { isProvider: false, isCustomer: false, isAdmin: true }],
    ['Supreme Admin', { isProvider: false, isCustomer: false, isAdmin: true }],
  ])('an authenticated %p', (name, flags) => {
    expect(roleFlagsFor(withRole(name), list, true)).toEqual(flags);
  });

  it('matches by name against the role list: a role missing from the list grants nothing', () => {
    expect(roleFlagsFor(withRole('provider'), [{ name: 'user' }], true).isProvider).toBe(false);
    expect(roleFlagsFor(withRole('provider'), [], true).isProvider).toBe(false);
  });

  it('a user without a role has no flags', () => {
    expect(roleFlagsFor({ role: null }, list, true)).toEqual({
      isProvider: false,
      isCustomer: false,
      isAdmin: false,
    });
  });
});

describe('fallback roles', () => {
  it('are the spec four, all guard web', () => {
    expect(FALLBACK_ROLES).toEqual([
      { id: 1, name: 'admin', guard_name: 'web' },
      { id: 2, name: 'Supreme Admin', guard_name: 'web' },
      { id: 3, name: 'user', guard_name: 'web' },
      { id: 4, name: 'provider', guard_name: 'web' },
    ]);
  });
});
