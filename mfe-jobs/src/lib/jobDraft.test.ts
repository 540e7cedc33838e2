import { makeDraft } from '../testing/fixtures';
import { addDays, dollarsToCents, stepOfField, toCreateJobRequest, validateStep } from './jobDraft';
import { answerLabel } from './questions';

const context = { today: '2026-11-22', zip: { state: 'found' as const }, photoCount: 0 };

const draft = makeDraft;

describe('dollarsToCents', () => {
  it('reads dollars as people type them', () => {
    expect(dollarsToCents('')).toBeNull();
    expect(dollarsToCents(' $1,200 ')).toBe(120000);
    expect(dollarsToCents('99.5')).toBe(9950);
    expect(dollarsToCents('0.07')).toBe(7);
    expect(dollarsToCents('12.345')).toBeNaN();
    expect(dollarsToCents('-5')).toBeNaN();
    expect(dollarsToCents('ten')).toBeNaN();
  });
});

describe('validateStep', () => {
  it('accepts a complete draft on every step', () => {
    for (const step of ['service', 'details', 'timing', 'location'] as const)
      expect(validateStep(step, draft(), context)).toEqual({});
  });

  it('keeps dates within today and a year ahead', () => {
    expect(validateStep('timing', draft({ preferred_date: '2026-11-21' }), context).preferred_date).toBe(
      'Choose a date from today to one year ahead.',
    );
    expect(
      validateStep('timing', draft({ preferred_date: addDays('2026-11-22', 366) }), context).preferred_date,
    ).toBe('Choose a date from today to one year ahead.');
    expect(validateStep('timing', draft({ preferred_date: '2026-11-22' }), context)).toEqual({});
  });

  it('caps the budget at $1,000,000 and needs min ≤ max', () => {
    expect(validateStep('timing', draft({ budget_min: '1000001', budget_max: '' }), context).budget_min).toBe(
      'Enter an amount up to $1,000,000.',
    );
    expect(validateStep('timing', draft({ budget_min: '500', budget_max: '400' }), context).budget_max).toBe(
      'The maximum must be at least the minimum.',
    );
  });

  it('refuses a ZIP the lookup did not find, and more than eight photos', () => {
    const errors = validateStep('location', draft(), {
      ...context,
      zip: { state: 'not_found' },
      photoCount: 9,
    });
    expect(errors).toEqual({ zip: 'Enter a valid US ZIP code', photos: 'Add at most 8 photos.' });
  });
});

describe('toCreateJobRequest', () => {
  it('sends cents, the date only for specific_date, and only this category’s answers', () => {
    expect(toCreateJobRequest(draft(), ['a'])).toEqual({
      category: 'plumbing',
      service_type: 'home',
      title: 'Fix a leak',
      description: 'Water drips under the kitchen sink.',
      answers: { issue: 'Leak', urgency: 'Planning ahead' },
      timing: 'specific_date',
      preferred_date: '2026-12-01',
      budget_min_cents: 120000,
      budget_max_cents: 150050,
      zip: '78701',
      photo_ids: ['a'],
    });
    const flexible = toCreateJobRequest(draft({ timing: 'flexible', budget_min: '', budget_max: '' }), []);
    expect(flexible).not.toHaveProperty('preferred_date');
    expect(flexible).not.toHaveProperty('budget_min_cents');
    expect(flexible).not.toHaveProperty('photo_ids');
  });

  it('maps api fields to the step that shows them', () => {
    expect(stepOfField('answers.issue')).toBe('details');
    expect(stepOfField('budget_max_cents')).toBe('timing');
    expect(stepOfField('photo_ids')).toBe('location');
    expect(stepOfField('service_type')).toBe('service');
  });
});

describe('answerLabel', () => {
  it('labels known answers by their question and humanises unknown keys', () => {
    expect(answerLabel('plumbing', 'issue')).toBe('What kind of issue is it?');
    expect(answerLabel('plumbing', 'power_out')).toBe('Power out');
  });
});
