import { bidsPlacedThisMonth, countJobStatuses, monthStart, profileChecklist } from '../dashboardRules';

describe('countJobStatuses', () => {
  it('counts every status', () => {
    expect(
      countJobStatuses([{ status: 'open' }, { status: 'open' }, { status: 'hired' }, { status: 'expired' }]),
    ).toEqual({ open: 2, hired: 1, completed: 0, cancelled: 0, expired: 1 });
  });
});

describe('bidsPlacedThisMonth', () => {
  const now = new Date('2026-11-22T06:00:00Z');

  it('starts the month at midnight UTC on the 1st', () => {
    expect(monthStart(now).toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });

  it('counts bids placed since the 1st, not the ones before', () => {
    const bids = [
      { created_at: '2026-11-21T10:00:00Z' },
      { created_at: '2026-11-01T00:00:00Z' },
      { created_at: '2026-10-31T23:59:59Z' },
    ];
    expect(bidsPlacedThisMonth(bids, 3, now)).toEqual({ count: 2, atLeast: false });
  });

  it('says "at least" when every bid read is from this month and more exist', () => {
    const bids = Array.from({ length: 3 }, () => ({ created_at: '2026-11-20T00:00:00Z' }));
    expect(bidsPlacedThisMonth(bids, 60, now)).toEqual({ count: 3, atLeast: true });
  });
});

describe('profileChecklist', () => {
  const none = { license: 'none', insurance: 'none', background: 'none' };

  it('has every item open for a provider without a profile, each linking to its /profile section', () => {
    const items = profileChecklist({
      user: { avatar: null, phone: null },
      profile: null,
      certificates: none,
    });
    expect(items.every((item) => !item.done)).toBe(true);
    expect(items.map((item) => item.to)).toEqual([
      '/profile#business',
      '/profile#business',
      '/profile#business',
      '/profile#business',
      '/profile#business',
      '/profile#account',
      '/profile#account',
      '/profile#certificates',
      '/profile#certificates',
    ]);
  });

  it('counts pending certificates as done and a short bio as not', () => {
    const items = profileChecklist({
      user: { avatar: '/api/uploads/a', phone: '+15125550100' },
      profile: { business_name: 'Acme', bio: 'Short.', services: ['plumbing'], zip: '78701', photos: [{}] },
      certificates: { license: 'pending', insurance: 'rejected', background: 'none' },
    });
    const open = items.filter((item) => !item.done).map((item) => item.id);
    expect(open).toEqual(['bio', 'insurance']);
  });
});
