import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@prohive/shared/testing';
import { SWIPE_THRESHOLD_PX, TestimonialCarousel } from '../TestimonialCarousel';
import { TESTIMONIALS } from '../testimonials';

// jsdom has no PointerEvent; a MouseEvent with the pointer fields is what browsers deliver for our purpose.
class TestPointerEvent extends MouseEvent {
  pointerId: number;
  pointerType: string;
  constructor(type: string, init: MouseEventInit & { pointerId?: number; pointerType?: string } = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'touch';
  }
}
beforeAll(() => {
  Object.assign(window, { PointerEvent: TestPointerEvent });
});

const names = () =>
  screen
    .getAllByRole('figure')
    .map((card) => within(card).getByText(/./, { selector: 'strong' }).textContent);
const carousel = () => screen.getByRole('region', { name: 'What customers say' });

function swipe(dx: number, dy = 0) {
  const track = carousel().querySelector('ul') as HTMLElement;
  fireEvent(track, new TestPointerEvent('pointerdown', { bubbles: true, clientX: 300, clientY: 200 }));
  fireEvent(
    track,
    new TestPointerEvent('pointerup', { bubbles: true, clientX: 300 + dx, clientY: 200 + dy }),
  );
}

describe('TESTIMONIALS', () => {
  it('holds the 12 fixed testimonials with every spec field, rated 4 or 5, with inline images', () => {
    expect(TESTIMONIALS).toHaveLength(12);
    for (const t of TESTIMONIALS) {
      expect(t.name && t.role && t.text && t.location).toBeTruthy();
      expect([4, 5]).toContain(t.rating);
      expect(t.saved).toBeGreaterThan(0);
      expect(t.image.startsWith('data:image/svg+xml')).toBe(true);
    }
    expect(new Set(TESTIMONIALS.map((t) => t.id)).size).toBe(12);
  });
});

describe('TestimonialCarousel', () => {
  it('shows one page of cards with their stars, saving, role and location', () => {
    renderWithProviders(<TestimonialCarousel testimonials={TESTIMONIALS} perView={3} />);
    expect(names()).toEqual(['Maria Gonzalez', 'David Chen', 'Aisha Thompson']);
    const first = screen.getAllByRole('figure')[0] as HTMLElement;
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(first).getByText('Saved $420')).toBeInTheDocument();
    expect(within(first).getByText('Homeowner · San Antonio, TX')).toBeInTheDocument();
    expect(screen.getByText('Showing testimonials 1 to 3 of 12')).toBeInTheDocument();
  });

  it('moves a page at a time with the buttons, wrapping at both ends', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestimonialCarousel testimonials={TESTIMONIALS} perView={3} />);
    await user.click(screen.getByRole('button', { name: 'Next testimonials' }));
    expect(names()).toEqual(['Robert Miller', 'Priya Patel', 'James Wilson']);
    await user.click(screen.getByRole('button', { name: 'Previous testimonials' }));
    await user.click(screen.getByRole('button', { name: 'Previous testimonials' }));
    expect(names()).toEqual(['Carlos Ramirez', 'Linda Foster', "Kevin O'Brien"]);
    await user.click(screen.getByRole('button', { name: 'Next testimonials' }));
    expect(names()[0]).toBe('Maria Gonzalez');
  });

  it('jumps to a page from its dot and marks the current one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestimonialCarousel testimonials={TESTIMONIALS} perView={3} />);
    const dots = within(screen.getByRole('group', { name: 'Choose testimonials' })).getAllByRole('button');
    expect(dots).toHaveLength(4);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Show testimonials 7 to 9' }));
    expect(names()).toEqual(['Emily Rodriguez', 'Michael Brooks', 'Sarah Kim']);
    expect(screen.getByRole('button', { name: 'Show testimonials 7 to 9' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(dots[0]).not.toHaveAttribute('aria-current');
  });

  it('is usable from the keyboard: Tab to it, then arrows, Home and End', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestimonialCarousel testimonials={TESTIMONIALS} perView={3} />);
    await user.tab();
    expect(carousel()).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(names()[0]).toBe('Robert Miller');
    await user.keyboard('{End}');
    expect(names()[0]).toBe('Carlos Ramirez');
    await user.keyboard('{ArrowRight}');
    expect(names()[0]).toBe('Maria Gonzalez');
    await user.keyboard('{ArrowLeft}');
    expect(names()[0]).toBe('Carlos Ramirez');
    await user.keyboard('{Home}');
    expect(names()[0]).toBe('Maria Gonzalez');
  });

  it('activates its buttons with Enter and Space', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestimonialCarousel testimonials={TESTIMONIALS} perView={1} />);
    screen.getByRole('button', { name: 'Next testimonials' }).focus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['David Chen']);
    await user.keyboard(' ');
    expect(names()).toEqual(['Aisha Thompson']);
  });

  it('turns the page on a horizontal swipe past the threshold, in the swipe direction', () => {
    renderWithProviders(<TestimonialCarousel testimonials={TESTIMONIALS} perView={3} />);
    swipe(-(SWIPE_THRESHOLD_PX + 10));
    expect(names()[0]).toBe('Robert Miller');
    swipe(SWIPE_THRESHOLD_PX + 10);
    expect(names()[0]).toBe('Maria Gonzalez');
  });

  it('ignores short drags and mostly vertical ones (page scrolling)', () => {
    renderWithProviders(<TestimonialCarousel testimonials={TESTIMONIALS} perView={3} />);
    swipe(-(SWIPE_THRESHOLD_PX - 10));
    expect(names()[0]).toBe('Maria Gonzalez');
    swipe(-80, 200);
    expect(names()[0]).toBe('Maria Gonzalez');
  });
});
