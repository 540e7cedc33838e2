import { fireEvent, screen, within } from '@testing-library/react';
import { renderShell } from '../../testing/renderShell';
import { SiteFooter } from '../footer/SiteFooter';

describe('desktop footer', () => {
  it('has copyright, Terms, Privacy and social links', () => {
    renderShell(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Prohive. All rights reserved.`);
    expect(within(footer).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Prohive on Facebook' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('opens the Support & Resources popover with its eight links, and closes on Escape', () => {
    renderShell(<SiteFooter />);
    const trigger = screen.getByRole('button', { name: 'Support & Resources' });
    fireEvent.click(trigger);
    const panel = screen.getByRole('region', { name: 'Support & Resources' });
    expect(
      within(panel)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/support',
      '/faq',
      '/how-it-works',
      '/blog',
      '/free-tools',
      '/financing',
      '/careers',
      '/cookies',
    ]);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });
});
