import type { ReactNode } from 'react';
import styled from 'styled-components';

const Headline = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};

  span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.xxl};
    line-height: 1.2;
    overflow-wrap: anywhere;
  }
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  /* No column gap, so a total's rule runs unbroken under both cells. */
  row-gap: ${({ theme }) => theme.space(2)};
  margin: 0;

  > div {
    display: contents;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(4)};
    text-align: right;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  .total {
    padding-top: ${({ theme }) => theme.space(2)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
  }
`;

const HowItWorks = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  padding-top: ${({ theme }) => theme.space(5)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  line-height: 1.6;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  p,
  ul {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The one figure the calculator is for, announced politely as it changes. */
export function ResultHeadline({ label, value }: { label: string; value: string }) {
  return (
    <Headline aria-live="polite" aria-atomic="true">
      <span>{label}</span>
      <strong data-testid="result-headline">{value}</strong>
    </Headline>
  );
}

export interface FigureRow {
  label: string;
  value: string;
  /** A total line: bold, with a rule above it. */
  total?: boolean;
}

/** The breakdown under the headline, as label/value pairs. */
export function ResultFigures({ rows }: { rows: readonly FigureRow[] }) {
  return (
    <List>
      {rows.map((row) => (
        <div key={row.label}>
          <dt className={row.total ? 'total' : undefined}>{row.label}</dt>
          <dd className={row.total ? 'total' : undefined}>{row.value}</dd>
        </div>
      ))}
    </List>
  );
}

/** "How this is worked out": the formula with this result's own numbers, under the result. */
export function FormulaExplanation({ children }: { children: ReactNode }) {
  return (
    <HowItWorks>
      <h3>How this is worked out</h3>
      {children}
    </HowItWorks>
  );
}

/** Shown instead of a result while any input is invalid, so no NaN or stale figure is ever on screen. */
export function FixInputsNotice({ children }: { children?: ReactNode }) {
  return <Notice role="status">{children ?? 'Fix the highlighted fields to see the result.'}</Notice>;
}
