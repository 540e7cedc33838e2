import { emptyDraft, type JobDraft } from '../../lib/jobDraft';
import { DRAFT_STORAGE_KEY, clearDraft, loadDraft, saveDraft } from './draftStorage';

function draft(overrides: Partial<JobDraft> = {}): JobDraft {
  return {
    ...emptyDraft(),
    category: 'plumbing',
    service_type: 'home',
    answers: { issue: 'Leak', urgency: 'Planning ahead', stray: 'from another category' },
    title: 'Fix a leak',
    description: 'Water drips under the kitchen sink.',
    timing: 'specific_date',
    preferred_date: '2026-12-01',
    budget_min: '$1,200',
    budget_max: '1500.5',
    zip: '78701',
    ...overrides,
  };
}

describe('draft storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('round-trips a draft and forgets it after a week or when cleared', () => {
    const now = Date.UTC(2026, 10, 22);
    expect(saveDraft(draft(), 2, now)).toBe(true);
    expect(loadDraft(now + 1000)).toEqual({ draft: draft(), photoCount: 2 });
    expect(loadDraft(now + 8 * 24 * 60 * 60 * 1000)).toBeNull();
    clearDraft();
    expect(loadDraft(now)).toBeNull();
  });

  it('ignores a corrupt or foreign value instead of crashing', () => {
    window.localStorage.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(loadDraft()).toBeNull();
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ version: 99, draft: {} }));
    expect(loadDraft()).toBeNull();
  });
});
