import { pageItems, parsePage } from '../pageParam';
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

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps first, last and neighbours, with gaps', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('never leaves out a single page behind a gap (runs of five near either end)', () => {
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
});

describe('withPage', () => {
  it('keeps the rest of the query and drops page 1', () => {
    expect(withPage(new URLSearchParams('q=taps&page=2'), 3)).toBe('?q=taps&page=3');
    expect(withPage(new URLSearchParams('q=taps&page=2'), 1)).toBe('?q=taps');
    expect(withPage(new URLSearchParams(''), 1)).toBe('');
  });
});
