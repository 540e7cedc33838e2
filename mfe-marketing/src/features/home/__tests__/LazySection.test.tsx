import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@prohive/shared/testing';
import { LAZY_ROOT_MARGIN, LazySection } from '../LazySection';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

const observers: Array<{ callback: Callback; options?: IntersectionObserverInit; disconnected: boolean }> =
  [];

class FakeIntersectionObserver {
  private record: (typeof observers)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, options, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

beforeEach(() => {
  observers.length = 0;
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
});
afterEach(() => {
  // @ts-expect-error jsdom has none; each test installs the fake.
  delete window.IntersectionObserver;
});

describe('LazySection', () => {
  it('watches with a 300 px margin and holds its space until the content arrives', () => {
    expect(LAZY_ROOT_MARGIN).toBe('300px');
    const { container } = renderWithProviders(
      <LazySection name="blog" minHeight={640}>
        <p>Loaded content</p>
      </LazySection>,
    );
    expect(observers[0]?.options?.rootMargin).toBe('300px');
    expect(screen.queryByText('Loaded content')).not.toBeInTheDocument();
    const reserve = container.querySelector('[data-lazy-section="blog"]') as HTMLElement;
    expect(getComputedStyle(reserve).minHeight).toBe('640px');

    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('Loaded content')).not.toBeInTheDocument();

    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(screen.getByText('Loaded content')).toBeInTheDocument();
    expect(observers[0]?.disconnected).toBe(true);
    expect(reserve).toHaveAttribute('data-loaded', 'true');
  });

  it('renders straight away where IntersectionObserver does not exist', () => {
    // @ts-expect-error removing the fake for this test
    delete window.IntersectionObserver;
    renderWithProviders(
      <LazySection name="x" minHeight={100}>
        <p>Loaded content</p>
      </LazySection>,
    );
    expect(screen.getByText('Loaded content')).toBeInTheDocument();
  });
});
