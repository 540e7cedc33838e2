import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@prohive/shared/testing';
import { Pager, pageItems, searchWithPage } from '../Pager';

describe('Pager', () => {
  it('shows the first, last and neighbouring pages with gaps between', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    // A gap of one page shows that page instead of an ellipsis.
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('sets the page and leaves page 1 out of the URL', () => {
    expect(searchWithPage('?category=hvac&page=4', 1)).toBe('?category=hvac');
    expect(searchWithPage('?category=hvac', 3)).toBe('?category=hvac&page=3');
    expect(searchWithPage('', 1)).toBe('');
  });

  it('renders nothing for a single page, and disabled ends at the edges', () => {
    const { container, unmount } = renderWithProviders(<Pager page={1} lastPage={1} label="Pages" />);
    expect(container).toBeEmptyDOMElement();
    unmount();
    renderWithProviders(<Pager page={3} lastPage={3} label="Pages" />, { route: '/jobs?zip=78701&page=3' });
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('link', { name: /previous/i })).toHaveAttribute(
      'href',
      '/jobs?zip=78701&page=2',
    );
    expect(within(nav).queryByRole('link', { name: /next/i })).not.toBeInTheDocument();
    expect(within(nav).getByText('Next ›')).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).getByText('Page 3 of 3')).toBeInTheDocument();
  });
});
