import { useId } from 'react';
import styled from 'styled-components';

/** Spec §9: ratings are shown on a 5-point scale with half stars. */
export const STAR_SCALE = 5;

export type StarFill = 'full' | 'half' | 'empty';

/** Rounds to the nearest half star and clamps to the scale. */
export function starFills(rating: number, scale = STAR_SCALE): StarFill[] {
  const safe = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), scale) : 0;
  const halves = Math.round(safe * 2);
  return Array.from({ length: scale }, (_, i) => {
    const remaining = halves - i * 2;
    if (remaining >= 2) return 'full';
    if (remaining === 1) return 'half';
    return 'empty';
  });
}

/** 'Rated 4.5 out of 5' — the value keeps one decimal so 4.8 is not announced as 5. */
export function ratingLabel(rating: number, scale = STAR_SCALE): string {
  const safe = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), scale) : 0;
  const value = Math.round(safe * 10) / 10;
  return `Rated ${value} out of ${scale}`;
}

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  line-height: 1;
  vertical-align: middle;
`;

const Value = styled.span`
  margin-left: 6px;
  font-weight: 600;
  font-size: 0.9em;
  color: ${({ theme }) => theme.colors.text};
`;

const StarSvg = styled.svg`
  flex: none;
  .filled {
    fill: ${({ theme }) => theme.colors.star};
  }
  .empty {
    fill: ${({ theme }) => theme.colors.starEmpty};
  }
`;

function Star({ fill, size, clipId }: { fill: StarFill; size: number; clipId: string }) {
  return (
    <StarSvg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-fill={fill}
    >
      {fill === 'half' && (
        <defs>
          <clipPath id={clipId}>
            <rect x="0" y="0" width="12" height="24" />
          </clipPath>
        </defs>
      )}
      <path className="empty" d={STAR_PATH} />
      {fill !== 'empty' && (
        <path className="filled" d={STAR_PATH} clipPath={fill === 'half' ? `url(#${clipId})` : undefined} />
      )}
    </StarSvg>
  );
}

export interface StarsProps {
  rating: number;
  /** Star size in px. */
  size?: number;
  /** Also print the number next to the stars. */
  showValue?: boolean;
  className?: string;
}

/** Star rating read out as one image ('Rated 4.5 out of 5'); the individual stars are decorative. */
export function Stars({ rating, size = 18, showValue = false, className }: StarsProps) {
  // useId output may hold characters that break `url(#…)` references.
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const label = ratingLabel(rating);
  return (
    <Row role="img" aria-label={label} className={className}>
      {starFills(rating).map((fill, i) => (
        <Star key={i} fill={fill} size={size} clipId={`${baseId}-half-${i}`} />
      ))}
      {showValue && <Value aria-hidden="true">{(Math.round(rating * 10) / 10).toFixed(1)}</Value>}
    </Row>
  );
}
