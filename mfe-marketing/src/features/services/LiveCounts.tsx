import { VisuallyHidden } from '@prohive/ui';
import styled from 'styled-components';
import { useCategorySummaryQuery, type CategoryStats } from '../../lib/api/marketingEndpoints';

export const LIVE_COUNTS_UNAVAILABLE = 'Live numbers are not available right now.';

/** One fixed height for every state, so the hero never moves when the numbers arrive or fail. */
const Strip = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(8)};
  min-height: 72px;
  margin-top: ${({ theme }) => theme.space(6)};

  /* Room for a label on two lines, the most a narrow screen needs. */
  @media ${({ theme }) => theme.breakpoints.mobile} {
    min-height: 80px;
  }
`;

// Two columns side by side at every width (labels wrap instead), so loading, loaded and failed keep one height.
const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, max-content));
  column-gap: ${({ theme }) => theme.space(8)};
  margin: 0;

  @media ${({ theme }) => theme.breakpoints.mobile} {
    column-gap: ${({ theme }) => theme.space(5)};
  }
`;

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  dt {
    order: 2;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  dd {
    order: 1;
    margin: 0;
    min-width: 4ch;
    font-size: ${({ theme }) => theme.fontSize.xxl};
    font-weight: 700;
    line-height: 1.2;
    font-variant-numeric: tabular-nums;
  }
`;

const Placeholder = styled.span`
  display: inline-block;
  width: 3ch;
  height: 1em;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  vertical-align: middle;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

function usableStats(data: CategoryStats | undefined): CategoryStats | undefined {
  return data && isCount(data.provider_count) && isCount(data.open_job_count) ? data : undefined;
}

/** How many active providers offer the service and how many of its jobs are open, from the api. */
export function LiveCounts({ slug, trade }: { slug: string; trade: string }) {
  const { data, isLoading } = useCategorySummaryQuery(slug);
  const stats = usableStats(data);
  const labels = [`${trade} pros on Prohive`, `open ${trade} jobs`];

  if (!isLoading && !stats) {
    return (
      <Strip>
        <Note>{LIVE_COUNTS_UNAVAILABLE}</Note>
      </Strip>
    );
  }
  const values = stats ? [stats.provider_count, stats.open_job_count] : null;
  return (
    <Strip role="group" aria-busy={isLoading} aria-label="Live numbers">
      <Figures>
        {labels.map((label, index) => (
          <Figure key={label}>
            <dt>{label}</dt>
            <dd>
              {values ? (
                values[index]?.toLocaleString('en-US')
              ) : (
                <>
                  <Placeholder aria-hidden="true" />
                  <VisuallyHidden>Loading</VisuallyHidden>
                </>
              )}
            </dd>
          </Figure>
        ))}
      </Figures>
    </Strip>
  );
}
