import styled from 'styled-components';

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;

  .bar {
    fill: ${({ theme }) => theme.colors.primary};
  }
  .axis {
    stroke: ${({ theme }) => theme.colors.border};
  }
  text {
    fill: ${({ theme }) => theme.colors.textMuted};
    font-size: 11px;
  }
`;

const Figure = styled.figure`
  margin: 0;
`;

const WIDTH = 600;
const HEIGHT = 180;
const TOP = 16;
const BOTTOM = 24;

/**
 * New sign-ups per day as plain SVG bars (no chart library: 30 bars do not need one, and nothing here touches
 * the DOM, so it renders on the server). Each bar has a <title> and the figure a text summary for screen
 * readers.
 */
export function SignupChart({ days }: { days: ReadonlyArray<{ date: string; count: number }> }) {
  const max = Math.max(1, ...days.map((day) => day.count));
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const slot = WIDTH / Math.max(1, days.length);
  const plot = HEIGHT - TOP - BOTTOM;
  const first = days[0]?.date;
  const last = days[days.length - 1]?.date;
  return (
    <Figure>
      <Svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="signup-chart-caption">
        <text x={0} y={11}>
          {max} max
        </text>
        <line className="axis" x1={0} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} />
        {days.map((day, index) => {
          const height = (day.count / max) * plot;
          return (
            <rect
              key={day.date}
              className="bar"
              x={index * slot + slot * 0.15}
              y={HEIGHT - BOTTOM - height}
              width={slot * 0.7}
              height={height}
              data-testid="signup-bar"
            >
              <title>{`${day.date}: ${day.count}`}</title>
            </rect>
          );
        })}
        {first && (
          <text x={0} y={HEIGHT - 6}>
            {first}
          </text>
        )}
        {last && (
          <text x={WIDTH} y={HEIGHT - 6} textAnchor="end">
            {last}
          </text>
        )}
      </Svg>
      <figcaption id="signup-chart-caption">
        {total} new sign-ups in the last {days.length} days
      </figcaption>
    </Figure>
  );
}
