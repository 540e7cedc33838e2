import { pretendViewerTimeZone } from '@prohive/shared/testing';
import { formatPostDate, labelFromSlug, readTimeLabel, summarise } from '../formatting';

describe('post formatting', () => {
  it('shows the publication date by the site’s rule: the reader’s time zone', () => {
    const restore = pretendViewerTimeZone('Asia/Tokyo');
    try {
      expect(formatPostDate('2024-01-15T23:30:00.000Z')).toBe('January 16, 2024');
    } finally {
      restore();
    }
    expect(formatPostDate('')).toBeNull();
    expect(formatPostDate('not a date')).toBeNull();
  });

  it('reads time per spec §9 (excerpt length / 20, rounded up), never less than a minute', () => {
    expect(readTimeLabel('x'.repeat(41))).toBe('3 min read');
    expect(readTimeLabel('x'.repeat(40))).toBe('2 min read');
    expect(readTimeLabel('')).toBe('1 min read');
  });

  it('summarises on a word boundary with an ellipsis', () => {
    expect(summarise('Short text.')).toBe('Short text.');
    const long = 'word '.repeat(50);
    const summary = summarise(long, 30);
    expect(summary.length).toBeLessThanOrEqual(30);
    expect(summary).toMatch(/word…$/);
  });

  it('labels a slug', () => {
    expect(labelFromSlug('spring-cleaning-checklist')).toBe('Spring cleaning checklist');
    expect(labelFromSlug('bad%E0')).toBe('Bad%E0');
  });
});
