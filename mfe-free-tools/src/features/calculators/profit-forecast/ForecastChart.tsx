import { useId } from 'react';
import styled from 'styled-components';
import { formatMoney } from '../common';
import { MONTH_NAMES, type ForecastMonth } from './formula';

// A narrow drawing (scaled to the box) keeps the labels readable on a 390 px phone; on wide screens the figure
// stops at 640 px so they do not grow huge.
const WIDTH = 480;
const HEIGHT = 260;
const PAD = { top: 12, right: 8, bottom: 28, left: 70 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

const Figure = styled.figure`
  max-width: 640px;
  margin: ${({ theme }) => theme.space(6)} 0;

  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  .grid {
    stroke: ${({ theme }) => theme.colors.border};
  }
  .zero {
    stroke: ${({ theme }) => theme.colors.textMuted};
  }
  .revenue {
    fill: ${({ theme }) => theme.colors.primary};
  }
  .profit {
    fill: ${({ theme }) => theme.colors.accent};
  }
  .loss {
    fill: ${({ theme }) => theme.colors.danger};
  }
  text {
    fill: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
  }
  figcaption {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(4)};
    margin-top: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  figcaption span::before {
    content: '';
    display: inline-block;
    width: 12px;
    height: 12px;
    margin-right: ${({ theme }) => theme.space(1)};
    border-radius: 2px;
    vertical-align: -1px;
  }
  .key-revenue::before {
    background: ${({ theme }) => theme.colors.primary};
  }
  .key-profit::before {
    background: ${({ theme }) => theme.colors.accent};
  }
  .key-loss::before {
    background: ${({ theme }) => theme.colors.danger};
  }
`;

/** Round a positive amount up to 1, 2 or 5 × a power of ten, so the axis reads in round figures. */
export function niceCeiling(cents: number): number {
  if (cents <= 0) return 0;
  const power = 10 ** Math.floor(Math.log10(cents));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= cents) ?? 10;
  return step * power;
}

/**
 * Revenue and profit by month as grouped bars, drawn as plain SVG so it renders on the server and needs no chart
 * library. The numbers are in the table beside it; the chart is one image for assistive technology.
 */
export function ForecastChart({ months }: { months: readonly ForecastMonth[] }) {
  const titleId = useId();
  const top = niceCeiling(Math.max(0, ...months.map((m) => Math.max(m.revenueCents, m.profitCents))));
  const bottom = -niceCeiling(Math.max(0, ...months.map((m) => -m.profitCents)));
  const span = top - bottom || 1;
  const y = (cents: number) => PAD.top + ((top - cents) / span) * PLOT_H;
  const slot = PLOT_W / Math.max(months.length, 1);
  const barW = slot * 0.36;
  const bar = (cents: number, x: number, className: string, key: string) => {
    const y0 = y(0);
    const y1 = y(cents);
    return (
      <rect
        key={key}
        className={className}
        x={x}
        y={Math.min(y0, y1)}
        width={barW}
        height={Math.abs(y1 - y0)}
      />
    );
  };
  const ticks = [top, top / 2, 0, ...(bottom < 0 ? [bottom] : [])];
  const hasLoss = months.some((m) => m.profitCents < 0);

  return (
    <Figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId}>
        <title id={titleId}>
          Revenue and profit by month for the next twelve months (figures in the table below)
        </title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              className={tick === 0 ? 'zero' : 'grid'}
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
            />
            <text x={PAD.left - 8} y={y(tick) + 4} textAnchor="end">
              {formatMoney(tick)}
            </text>
          </g>
        ))}
        {months.map((month, i) => {
          const x = PAD.left + i * slot + slot * 0.12;
          return (
            <g key={`${month.monthIndex}-${i}`}>
              {bar(month.revenueCents, x, 'revenue', 'revenue')}
              {bar(month.profitCents, x + barW, month.profitCents < 0 ? 'loss' : 'profit', 'profit')}
              <text x={x + barW} y={HEIGHT - 10} textAnchor="middle">
                {MONTH_NAMES[month.monthIndex]?.slice(0, 3)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>
        <span className="key-revenue">Revenue</span>
        <span className="key-profit">Profit</span>
        {hasLoss ? <span className="key-loss">Loss</span> : null}
      </figcaption>
    </Figure>
  );
}
