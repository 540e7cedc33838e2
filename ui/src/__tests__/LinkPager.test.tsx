import { screen, within } from '@testing-library/react';
import { LinkPager, pageItems, searchWithPage } from '../LinkPager';
import { renderUi } from './renderUi';

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

describe('searchWithPage', () => {
  it('sets the page, keeps the rest of the query and leaves page 1 out', () => {
    expect(searchWithPage('?category=hvac&page=4', 1)).toBe('?category=hvac');
    expect(searchWithPage('?category=hvac', 3)).toBe('?category=hvac&page=3');
    expect(searchWithPage(new URLSearchParams('q=taps&page=2'), 3)).toBe('?q=taps&page=3');
    expect(searchWithPage('', 1)).toBe('');
  });
});

describe('LinkPager', () => {
  it('renders nothing for a single page', () => {
    const { container } = renderUi(<LinkPager page={1} lastPage={1} label="Pages" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('links pages from the current URL by default, with disabled ends at the edges', () => {
    renderUi(<LinkPager page={3} lastPage={3} label="Pages" />, { route: '/jobs?zip=78701&page=3' });
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/jobs?zip=78701&page=2',
    );
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/jobs?zip=78701');
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(within(nav).getByText('Next').closest('[aria-disabled="true"]')).not.toBeNull();
    expect(within(nav).getByText('Page 3 of 3')).toBeInTheDocument();
  });

  it("uses the caller's hrefFor when given", () => {
    renderUi(<LinkPager page={1} lastPage={2} label="Pages" hrefFor={(page) => `/blog/page/${page}`} />);
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog/page/2');
  });
});
