import {
  DEFAULT_FILTERS,
  isNarrowed,
  jobsQueryString,
  parseJobsQuery,
  toJobsListArgs,
  withFilters,
} from '../jobsQuery';

const parse = (query: string) => parseJobsQuery(new URLSearchParams(query));

describe('Find Jobs URL state', () => {
  it('round-trips every filter through the query string', () => {
    const query =
      'category=plumbing&q=leak&zip=78701&radius=50&budget_min=100&budget_max=900&posted_within=7&sort=distance&page=3';
    const filters = parse(query);
    expect(filters).toEqual({
      category: 'plumbing',
      q: 'leak',
      page: 3,
      zip: '78701',
      radius: 50,
      budgetMin: 100,
      budgetMax: 900,
      postedWithin: 7,
      sort: 'distance',
    });
    expect(jobsQueryString(filters)).toBe(query);
  });

  it('leaves defaults out, so the plain list has a plain URL', () => {
    expect(jobsQueryString(DEFAULT_FILTERS)).toBe('');
    expect(jobsQueryString(parse('page=1&radius=25&sort=newest'))).toBe('');
  });

  it('falls back to defaults for hand-edited nonsense', () => {
    expect(parse('page=-2&radius=7&zip=123&posted_within=2&sort=random&budget_min=abc&category=<b>')).toEqual(
      DEFAULT_FILTERS,
    );
    expect(parse('page=2.5').page).toBe(1);
  });

  it('does not sort by distance without a ZIP, and drops a radius without one', () => {
    expect(parse('sort=distance').sort).toBe('newest');
    expect(jobsQueryString({ ...DEFAULT_FILTERS, radius: 50, sort: 'distance' })).toBe('');
  });

  it('swaps a reversed budget range', () => {
    const filters = parse('budget_min=900&budget_max=100');
    expect([filters.budgetMin, filters.budgetMax]).toEqual([100, 900]);
  });

  it('any change but the page goes back to page 1', () => {
    const onPage4 = parse('category=hvac&page=4');
    expect(withFilters(onPage4, { category: 'solar' }).page).toBe(1);
    expect(withFilters(onPage4, { zip: '10001' }).page).toBe(1);
    expect(withFilters(onPage4, { page: 5 }).page).toBe(5);
    expect(withFilters(parse('zip=78701&sort=distance'), { zip: '' }).sort).toBe('newest');
  });

  it('maps to the api arguments in whole dollars', () => {
    expect(toJobsListArgs(parse('zip=78701&budget_min=50&posted_within=1'))).toEqual({
      category: undefined,
      q: undefined,
      zip: '78701',
      radius: 25,
      budget_min: 50,
      budget_max: undefined,
      posted_within: 1,
      sort: 'newest',
      page: 1,
      per_page: 12,
    });
  });

  it('knows when the list is narrowed', () => {
    expect(isNarrowed(DEFAULT_FILTERS)).toBe(false);
    expect(isNarrowed(parse('page=3&sort=budget_low'))).toBe(false);
    expect(isNarrowed(parse('posted_within=30'))).toBe(true);
  });
});
