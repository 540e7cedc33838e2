import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@prohive/shared/testing';
import { Accordion } from '../Accordion';

const items = [
  { question: 'First?', answer: 'One. See [Support](/support).' },
  { question: 'Second?', answer: 'Two.' },
  { question: 'Third?', answer: 'Three.' },
];

describe('Accordion', () => {
  it('starts closed and toggles a panel with its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Accordion items={items} />);
    const first = screen.getByRole('button', { name: 'First?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'First?' })).not.toBeInTheDocument();

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'First?' });
    expect(first).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps several panels open at once and works with Enter and Space', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Accordion items={items} />);
    screen.getByRole('button', { name: 'First?' }).focus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Second?' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('region', { name: 'First?' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Second?' })).toBeVisible();
  });

  it('moves between questions with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Accordion items={items} />);
    screen.getByRole('button', { name: 'First?' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Second?' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Third?' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'First?' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Third?' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'First?' })).toHaveFocus();
  });

  it('puts each question in a heading', () => {
    renderWithProviders(<Accordion items={items} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'First?',
      'Second?',
      'Third?',
    ]);
  });
});
