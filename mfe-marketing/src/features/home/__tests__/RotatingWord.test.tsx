import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@prohive/shared/testing';
import { RotatingWord } from '../RotatingWord';
import { ROTATING_WORDS, ROTATING_WORD_INTERVAL_MS } from '../useRotatingWord';

/** A matchMedia that answers `reduce` for the reduced-motion query when asked to. */
function stubReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

const shown = () => screen.getByTestId('rotating-word').textContent;

describe('RotatingWord', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    // @ts-expect-error jsdom has no matchMedia; the tests add one and take it away again.
    delete window.matchMedia;
  });

  it('uses the spec words and interval', () => {
    expect(ROTATING_WORDS).toEqual([
      'professional',
      'reliable',
      'trusted',
      'skilled',
      'experienced',
      'qualified',
      'certified',
    ]);
    expect(ROTATING_WORD_INTERVAL_MS).toBe(3000);
  });

  it('changes word every 3000 ms and wraps around after the last', () => {
    stubReducedMotion(false);
    renderWithProviders(<RotatingWord />);
    expect(shown()).toBe('professional');

    act(() => jest.advanceTimersByTime(2999));
    expect(shown()).toBe('professional');
    act(() => jest.advanceTimersByTime(1));
    expect(shown()).toBe('reliable');
    act(() => jest.advanceTimersByTime(3000));
    expect(shown()).toBe('trusted');

    act(() => jest.advanceTimersByTime(3000 * 4));
    expect(shown()).toBe('certified');
    act(() => jest.advanceTimersByTime(3000));
    expect(shown()).toBe('professional');
  });

  it('stays still for people who ask for reduced motion', () => {
    stubReducedMotion(true);
    renderWithProviders(<RotatingWord />);
    act(() => jest.advanceTimersByTime(30_000));
    expect(shown()).toBe('professional');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('gives screen readers one stable word and hides the changing one', () => {
    stubReducedMotion(false);
    renderWithProviders(<RotatingWord />);
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByTestId('rotating-word')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('professional')).toBeInTheDocument();
  });

  it('stops its timer when unmounted', () => {
    stubReducedMotion(false);
    const { unmount } = renderWithProviders(<RotatingWord />);
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
