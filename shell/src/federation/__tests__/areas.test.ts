import { findAreaOwner } from '../areas';

describe('findAreaOwner (REMOTE_AREAS, first match wins)', () => {
  it.each([
    ['/', 'marketing'],
    ['/auth', 'account'],
    ['/provider-signup', 'account'],
    ['/customer/dashboard', 'account'],
    ['/provider/dashboard', 'account'],
    ['/admin', 'admin'],
    ['/admin/campaign-approval/7/abc', 'admin'],
    ['/jobs', 'jobs'],
    ['/job/42', 'jobs'],
    ['/professionals/plumbing', 'jobs'],
    ['/services/plumbing/professionals', 'jobs'],
    ['/services/plumbing', 'marketing'],
    ['/blog', 'blog'],
    ['/blog/example-article', 'blog'],
    ['/category/home-tips', 'blog'],
    ['/search', 'blog'],
    ['/free-tools', 'free_tools'],
    ['/free-tools/roofing-calculator', 'free_tools'],
    ['/how-it-works', 'marketing'],
    ['/prohive-vs-thumbtack-cleaners', 'marketing'],
    ['/new-york/brooklyn', 'marketing'],
    ['/new-york/brooklyn/plumbing', 'marketing'],
  ])('%s → %s', (path, remote) => {
    expect(findAreaOwner(path)).toBe(remote);
  });

  it('returns null for paths no remote owns', () => {
    expect(findAreaOwner('/a/b/c/d')).toBeNull();
  });

  it('honours the order of the table', () => {
    const areas = [
      { remote: 'blog' as const, patterns: ['/x/*'] },
      { remote: 'jobs' as const, patterns: ['/x/y'] },
    ];
    expect(findAreaOwner('/x/y', areas)).toBe('blog');
  });
});
