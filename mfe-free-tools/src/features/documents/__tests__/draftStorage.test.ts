import { emptyDraft } from '../documentModel';
import { parseStoredDocument } from '../draftStorage';
import { prefillBusiness } from '../prefill';

describe('a stored draft', () => {
  it('comes back as it was saved, with new line keys', () => {
    const draft = {
      ...emptyDraft('receipt', '2026-11-25'),
      paymentMethod: 'Card',
      discountType: 'amount' as const,
    };
    const parsed = parseStoredDocument(JSON.stringify({ draft, savedId: 7 }), 'receipt');
    expect(parsed?.savedId).toBe(7);
    expect(parsed?.draft).toMatchObject({
      paymentMethod: 'Card',
      discountType: 'amount',
      issueDate: '2026-11-25',
    });
    expect(parsed?.draft.items).toHaveLength(1);
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['another kind', JSON.stringify({ draft: emptyDraft('invoice') })],
    ['no draft', JSON.stringify({ savedId: 1 })],
  ])('is ignored when it is %s', (_label, raw) => {
    expect(parseStoredDocument(raw, 'receipt')).toBeNull();
  });

  it('falls back field by field: wrong types, an unknown design and a non-image logo are replaced', () => {
    const raw = JSON.stringify({
      draft: {
        kind: 'invoice',
        title: 42,
        template: 'fancy',
        business: { name: 'Bright Pipes', logo: 'javascript:alert(1)' },
        items: [{ description: 'Labour', quantity: 2 }, 'junk'],
      },
      savedId: 'x',
    });
    const parsed = parseStoredDocument(raw, 'invoice')!;
    expect(parsed.savedId).toBeNull();
    expect(parsed.draft.title).toBe('Invoice');
    expect(parsed.draft.template).toBe('classic');
    expect(parsed.draft.business).toEqual({
      name: 'Bright Pipes',
      email: '',
      phone: '',
      address: '',
      logo: null,
    });
    expect(parsed.draft.items).toEqual([
      expect.objectContaining({ description: 'Labour', quantity: '1', unitPrice: '' }),
    ]);
  });
});

describe('provider prefill', () => {
  const user = { name: 'Pat Provider', email: 'pat@example.com', phone: '+15125550123' };
  it('fills empty business fields from the profile and the account', () => {
    const filled = prefillBusiness(
      emptyDraft('invoice'),
      { business_name: 'Bright Pipes', city: 'Austin', state: 'TX', zip: '78701' },
      user,
    );
    expect(filled.business).toEqual({
      name: 'Bright Pipes',
      email: 'pat@example.com',
      phone: '+15125550123',
      address: 'Austin, TX 78701',
      logo: null,
    });
  });
  it('never overwrites what is already there, and falls back to the account name without a profile', () => {
    const draft = emptyDraft('invoice');
    draft.business.email = 'billing@brightpipes.test';
    const filled = prefillBusiness(draft, null, user);
    expect(filled.business.email).toBe('billing@brightpipes.test');
    expect(filled.business.name).toBe('Pat Provider');
    expect(filled.business.address).toBe('');
  });
});
