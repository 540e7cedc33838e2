import { INFO_PAGES } from '../features/info/infoPages';
import { INFO_PAGE_ROUTES } from '../routes';

describe('INFO_PAGE_ROUTES', () => {
  it('routes exactly the pages INFO_PAGES has copy for', () => {
    expect([...INFO_PAGE_ROUTES].sort()).toEqual(Object.keys(INFO_PAGES).sort());
  });
});
