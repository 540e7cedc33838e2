import { fireEvent, screen, within } from '@testing-library/react';
import { renderShell } from '../../testing/renderShell';
import { MobileHeader } from '../mobile/MobileHeader';

describe('mobile header', () => {
  it('opens a right-side menu with a Post a Job button that returns focus when closed', () => {
    renderShell(<MobileHeader />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    opener.focus();
    fireEvent.click(opener);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(menu).toHaveAttribute('data-side', 'right');
    expect(within(menu).getByRole('button', { name: 'Post a Job' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Free tools' })).toHaveAttribute('href', '/free-tools');
    expect(within(menu).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
