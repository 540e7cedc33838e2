import {
  CalculatorLayout,
  FieldInputs,
  FixInputsNotice,
  FormulaExplanation,
  ResultFigures,
  ResultHeadline,
  choice,
  formatMoney,
  formatPercent,
  money,
  percent,
  useCalculatorState,
} from '../common';
import { calculateProfit, type BreakEven } from './formula';

export const PROFIT_FIELDS = {
  period: choice(
    'Work out profit for',
    [
      { value: 'job', label: 'One job' },
      { value: 'month', label: 'A month' },
    ],
    'month',
  ),
  revenue: money('Revenue', '10000', 100_000_000, {
    hint: 'What the customer pays (or all invoices for the month).',
  }),
  direct: money('Direct costs', '6000', 100_000_000, { hint: 'Labour and materials for the work itself.' }),
  overhead: money('Overhead', '1500', 100_000_000, {
    hint: 'Fixed costs: rent, insurance, vehicles, software (the share for this job, or the month’s total).',
  }),
  fees: percent('Fees', '3', 50, { hint: 'Card, platform and payment fees as a share of revenue.' }),
};

function breakEvenText(breakEven: BreakEven): string {
  if (breakEven.kind === 'revenue') return formatMoney(breakEven.revenueCents);
  if (breakEven.kind === 'never') return 'Not reachable';
  return 'Enter revenue';
}

/** Job or monthly profit: gross and net profit, margins and break-even revenue. */
export function ProfitCalculator() {
  const state = useCalculatorState(PROFIT_FIELDS);
  const values = state.values;
  const result = values
    ? calculateProfit({
        revenueCents: values.revenue,
        directCostsCents: values.direct,
        overheadCents: values.overhead,
        feesBasisPoints: values.fees,
      })
    : null;
  const per = values?.period === 'job' ? 'this job' : 'the month';

  return (
    <CalculatorLayout
      title="Profit"
      inputs={<FieldInputs state={state} names={['period', 'revenue', 'direct', 'overhead', 'fees']} />}
      result={
        values && result ? (
          <>
            <ResultHeadline
              label={`Net profit for ${per}${result.netProfitCents < 0 ? ' (a loss)' : ''}`}
              value={formatMoney(result.netProfitCents)}
            />
            <ResultFigures
              rows={[
                { label: 'Revenue', value: formatMoney(values.revenue) },
                { label: 'Direct costs', value: formatMoney(-values.direct) },
                { label: 'Gross profit', value: formatMoney(result.grossProfitCents), total: true },
                { label: 'Gross margin', value: formatPercent(result.grossMarginBasisPoints) },
                { label: 'Overhead', value: formatMoney(-values.overhead) },
                { label: `Fees (${formatPercent(values.fees)})`, value: formatMoney(-result.feesCents) },
                { label: 'Net profit', value: formatMoney(result.netProfitCents), total: true },
                { label: 'Net margin', value: formatPercent(result.netMarginBasisPoints) },
                { label: 'Break-even revenue', value: breakEvenText(result.breakEven) },
              ]}
            />
            <FormulaExplanation>
              <p>
                Gross profit = revenue − direct costs = {formatMoney(values.revenue)} −{' '}
                {formatMoney(values.direct)} = {formatMoney(result.grossProfitCents)}. Gross margin is gross
                profit ÷ revenue.
              </p>
              <p>
                Net profit = gross profit − overhead − fees ({formatPercent(values.fees)} of revenue ={' '}
                {formatMoney(result.feesCents)}) = {formatMoney(result.netProfitCents)}. Net margin is net
                profit ÷ revenue.
              </p>
              <p>
                Break-even is the revenue where net profit is zero, with direct costs and fees staying the
                same share of revenue and overhead fixed: overhead ÷ (1 − direct costs ÷ revenue − fee rate).{' '}
                {result.breakEven.kind === 'never'
                  ? 'Here direct costs and fees take every dollar of revenue, so more work only loses more: raise prices or cut direct costs first.'
                  : result.breakEven.kind === 'unknown'
                    ? 'Enter a revenue to see what share of it your direct costs take.'
                    : `Here that is ${breakEvenText(result.breakEven)}.`}
              </p>
            </FormulaExplanation>
          </>
        ) : (
          <FixInputsNotice />
        )
      }
    />
  );
}
