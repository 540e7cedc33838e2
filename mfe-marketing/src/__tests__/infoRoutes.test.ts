import { INFO_PAGE_PATHS, PUBLIC_PAGES } from '@prohive/shared';
import { INFO_PAGES } from '../features/info/infoPages';
import { routes } from '../routes';

describe('the copy pages', () => {
  it("are the site list's info pages, each with copy in INFO_PAGES", () => {
    expect([...INFO_PAGE_PATHS].sort()).toEqual(Object.keys(INFO_PAGES).sort());
  });

  it('routes every public page the list gives the marketing remote', () => {
    const paths = routes.map((route) => route.path);
    const marketing = PUBLIC_PAGES.filter((page) => page.remote === 'marketing').map((page) => page.path);
    expect(marketing.filter((path) => !paths.includes(path))).toEqual([]);
  });
});
