import { makeDraft } from '../../testing/fixtures';
import { DRAFT_STORAGE_KEY, clearDraft, loadDraft, saveDraft } from './draftStorage';

const draft = makeDraft;

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
