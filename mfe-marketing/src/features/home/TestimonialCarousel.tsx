import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import styled, { keyframes } from 'styled-components';
import { Stars, VisuallyHidden } from '@prohive/ui';
import type { Testimonial } from './testimonials';
import { useCardsPerView } from './useCardsPerView';

/** A horizontal drag longer than this (px), and more horizontal than vertical, turns the page. */
export const SWIPE_THRESHOLD_PX = 50;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Region = styled.div`
  position: relative;
  border-radius: ${({ theme }) => theme.radii.lg};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 6px;
  }
`;

const Track = styled.ul<{ $perView: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $perView }) => $perView}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  /* Vertical scrolling stays with the browser; horizontal drags are ours. */
  touch-action: pan-y;
  user-select: none;
`;

const Slide = styled.li`
  display: flex;
  animation: ${fadeIn} 300ms ease-out;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Card = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  width: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  blockquote {
    flex: 1;
    margin: 0;
    line-height: 1.65;
  }
  blockquote p {
    margin: 0;
  }
`;

const Person = styled.figcaption`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};

  img {
    width: 48px;
    height: 48px;
    border-radius: 50%;
    flex: none;
  }
  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const CardTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Saved = styled.span`
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  white-space: nowrap;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

const Arrow = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Dots = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
`;

// 24 px hit area around a 10 px dot (WCAG 2.5.8 target size).
const Dot = styled.button`
  display: grid;
  place-items: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;

  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.borderStrong};
  }
  &[aria-current='true']::before {
    background: ${({ theme }) => theme.colors.primary};
    transform: scale(1.25);
  }
`;

const Chevron = ({ direction }: { direction: 'left' | 'right' }) => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    aria-hidden="true"
    focusable="false"
  >
    <path
      d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

export interface TestimonialCarouselProps {
  testimonials: readonly Testimonial[];
  /** Cards shown at once; follows the screen width when not given. */
  perView?: number;
}

/**
 * Testimonials a page at a time. Previous/next buttons and page dots for pointer and keyboard, ArrowLeft/
 * ArrowRight/Home/End while the carousel has focus, and horizontal swipes (touch, pen or mouse drag). It never
 * moves on its own, so nobody has to chase a moving quote.
 */
export function TestimonialCarousel({ testimonials, perView: given }: TestimonialCarouselProps) {
  const fromScreen = useCardsPerView();
  const perView = Math.max(1, Math.min(given ?? fromScreen, testimonials.length));
  const pageCount = Math.ceil(testimonials.length / perView);
  const [rawPage, setPage] = useState(0);
  // A resize can shrink the page count below the page we were on.
  const page = Math.min(rawPage, pageCount - 1);
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  const id = useId();

  const go = (next: number) => setPage(((next % pageCount) + pageCount) % pageCount);
  const first = page * perView;
  const visible = testimonials.slice(first, first + perView);
  const last = first + visible.length;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = { ArrowLeft: page - 1, ArrowRight: page + 1, Home: 0, End: pageCount - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };

  const onPointerDown = (event: PointerEvent<HTMLUListElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLUListElement>) => {
    const start = drag.current;
    drag.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return;
    go(dx < 0 ? page + 1 : page - 1);
  };

  return (
    <Region
      role="region"
      aria-roledescription="carousel"
      aria-label="What customers say"
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <VisuallyHidden aria-live="polite" aria-atomic="true" id={`${id}-status`}>
        {`Showing testimonials ${first + 1} to ${last} of ${testimonials.length}`}
      </VisuallyHidden>
      <Track
        $perView={perView}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null;
        }}
      >
        {visible.map((t, i) => (
          <Slide
            key={t.id}
            aria-roledescription="slide"
            aria-label={`${first + i + 1} of ${testimonials.length}`}
          >
            <Card>
              <CardTop>
                <Stars rating={t.rating} />
                <Saved>Saved {usd(t.saved)}</Saved>
              </CardTop>
              <blockquote>
                <p>{t.text}</p>
              </blockquote>
              <Person>
                <img src={t.image} alt="" width={48} height={48} draggable={false} />
                <div>
                  <strong>{t.name}</strong>
                  <span>
                    {t.role} · {t.location}
                  </span>
                </div>
              </Person>
            </Card>
          </Slide>
        ))}
      </Track>
      <Controls>
        <Arrow type="button" aria-label="Previous testimonials" onClick={() => go(page - 1)}>
          <Chevron direction="left" />
        </Arrow>
        <Dots role="group" aria-label="Choose testimonials">
          {Array.from({ length: pageCount }, (_, p) => (
            <Dot
              key={p}
              type="button"
              aria-label={`Show testimonials ${p * perView + 1} to ${Math.min((p + 1) * perView, testimonials.length)}`}
              aria-current={p === page ? 'true' : undefined}
              onClick={() => go(p)}
            />
          ))}
        </Dots>
        <Arrow type="button" aria-label="Next testimonials" onClick={() => go(page + 1)}>
          <Chevron direction="right" />
        </Arrow>
      </Controls>
    </Region>
  );
}
