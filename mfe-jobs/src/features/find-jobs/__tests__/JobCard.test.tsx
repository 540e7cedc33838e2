import { screen } from '@testing-library/react';
import { renderWithProviders } from '@prohive/shared/testing';
import { JobCard } from '../JobCard';
import { formatBudget, formatTiming, postedAgo } from '../../../lib/format';
import { makeJob } from '../../../testing/fixtures';

describe('JobCard', () => {
  it('shows title link, category, place, distance, budget, timing, bids and age', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    const job = makeJob(4, {
      title: 'Replace water heater',
      distance_miles: 3.24,
      bid_count: 1,
      created_at: '2026-03-10T09:00:00Z',
      timing: 'specific_date',
      preferred_date: '2026-03-20',
    });
    renderWithProviders(<JobCard job={job} now={now} />);
    expect(screen.getByRole('link', { name: 'Replace water heater' })).toHaveAttribute('href', '/job/4');
    expect(screen.getByText('Plumbing')).toBeInTheDocument();
    expect(screen.getByText('Austin, TX · 3.2 mi away')).toBeInTheDocument();
    expect(screen.getByText('$200 – $500')).toBeInTheDocument();
    expect(screen.getByText('On Mar 20, 2026')).toBeInTheDocument();
    expect(screen.getByText('1 bid')).toBeInTheDocument();
    expect(screen.getByText('Posted 3 hours ago')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Replace water heater' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe('job formatting', () => {
  it('formats budgets of every shape', () => {
    expect(formatBudget({ min_cents: 10000, max_cents: null })).toBe('From $100');
    expect(formatBudget({ min_cents: null, max_cents: 250000 })).toBe('Up to $2,500');
    expect(formatBudget({ min_cents: 5000, max_cents: 5000 })).toBe('$50');
    expect(formatBudget({ min_cents: null, max_cents: null })).toBe('Budget not set');
  });

  it('words the timing and the age', () => {
    expect(formatTiming('asap', null)).toBe('As soon as possible');
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(postedAgo('2026-03-10T11:59:40Z', now)).toBe('Posted just now');
    expect(postedAgo('2026-03-10T11:59:00Z', now)).toBe('Posted 1 minute ago');
    expect(postedAgo('2026-03-08T12:00:00Z', now)).toBe('Posted 2 days ago');
  });
});
