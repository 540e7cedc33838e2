import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { SideSheetSide } from '../SideSheet';
import { SideSheet } from '../SideSheet';
import { Dialog } from '../Dialog';
import { renderUi } from './renderUi';

function Harness({ side }: { side?: SideSheetSide }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <SideSheet open={open} onClose={() => setOpen(false)} title="Menu" side={side}>
        <a href="/one">One</a>
        <a href="/two">Two</a>
      </SideSheet>
    </>
  );
}

describe('<SideSheet>', () => {
  it('slides from the right by default and is a labelled modal dialog', () => {
    renderUi(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('data-side', 'right');
  });

  it.each<SideSheetSide>(['top', 'bottom', 'left', 'right'])('can come from the %s', (side) => {
    renderUi(<Harness side={side} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-side', side);
  });

  it('moves focus in, traps Tab, closes on Escape and returns focus to the opener', () => {
    renderUi(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    opener.focus();
    fireEvent.click(opener);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();

    const last = screen.getByRole('link', { name: 'Two' });
    last.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from the scrim and locks page scroll while open', () => {
    renderUi(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByTestId('modal-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });
});

describe('<Dialog>', () => {
  it('renders title, description and footer, and closes with the Close button', () => {
    const onClose = jest.fn();
    renderUi(
      <Dialog
        open
        onClose={onClose}
        title="Delete job?"
        description="This cannot be undone."
        footer={<button type="button">Delete</button>}
      >
        <p>Body</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete job?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('can require an explicit answer (scrim click ignored)', () => {
    const onClose = jest.fn();
    renderUi(<Dialog open onClose={onClose} title="Confirm" dismissOnOverlayClick={false} />);
    fireEvent.click(screen.getByTestId('modal-overlay'));
    expect(onClose).not.toHaveBeenCalled();
  });
});
