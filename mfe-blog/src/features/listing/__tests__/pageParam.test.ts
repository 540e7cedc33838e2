import { parsePage } from '../pageParam';
import { withPage } from '../usePageParam';

describe('parsePage', () => {
  it('reads a positive whole number, and no parameter as page 1', () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage('3')).toBe(3);
    expect(parsePage(' 12 ')).toBe(12);
  });

  it.each(['', '0', '-1', '1.5', 'abc', '2e3', '9999999999'])('refuses %p', (raw) => {
    expect(parsePage(raw)).toBeNull();
  });
});

describe('withPage', () => {
  it('keeps the rest of the query and drops page 1', () => {
    expect(withPage(new URLSearchParams('q=taps&page=2'), 3)).toBe('?q=taps&page=3');
    expect(withPage(new URLSearchParams('q=taps&page=2'), 1)).toBe('?q=taps');
    expect(withPage(new URLSearchParams(''), 1)).toBe('');
  });
});
