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
import { calculatePrice, marginForMarkup, markupForMargin, type PricingMode } from './formula';

export const PRICING_FIELDS = {
  labour: money('Labour cost', '400', 1_000_000, { hint: 'Hours × what each hour costs you.' }),
  materials: money('Materials', '200', 1_000_000),
  overhead: percent('Overhead', '10', 500, {
    hint: 'Share of labour + materials for insurance, vehicles, tools.',
  }),
  mode: choice<PricingMode>(
    'Price by',
    [
      { value: 'markup', label: 'Markup on cost' },
      { value: 'margin', label: 'Target margin on price' },
    ],
    'markup',
  ),
  markup: percent('Markup', '25', 1_000),
  margin: percent('Target margin', '20', 95, { hint: 'The share of the price you keep as profit.' }),
};

const inactive = (raw: { mode: string }) =>
  raw.mode === 'margin' ? (['markup'] as const) : (['margin'] as const);

/** Cost-plus pricing with markup or margin, and why the two differ. */
export function PricingCalculator() {
  const state = useCalculatorState(PRICING_FIELDS, { inactive });
  const values = state.values;
  const result = values
    ? calculatePrice({
        labourCents: values.labour,
        materialsCents: values.materials,
        overheadBasisPoints: values.overhead,
        mode: values.mode,
        markupBasisPoints: values.markup,
        marginBasisPoints: values.margin,
      })
    : null;

  return (
    <CalculatorLayout
      title="Pricing"
      inputs={
        <FieldInputs state={state} names={['labour', 'materials', 'overhead', 'mode', 'markup', 'margin']} />
      }
      result={
        values && result ? (
          <>
            <ResultHeadline label="Price to quote" value={formatMoney(result.priceCents)} />
            <ResultFigures
              rows={[
                { label: 'Labour + materials', value: formatMoney(result.directCostCents) },
                {
                  label: `Overhead (${formatPercent(values.overhead)})`,
                  value: formatMoney(result.overheadCents),
                },
                { label: 'Total cost', value: formatMoney(result.costCents), total: true },
                { label: 'Profit', value: formatMoney(result.profitCents) },
                { label: 'Markup (profit ÷ cost)', value: formatPercent(result.markupBasisPoints) },
                { label: 'Margin (profit ÷ price)', value: formatPercent(result.marginBasisPoints) },
                { label: 'Price', value: formatMoney(result.priceCents), total: true },
              ]}
            />
            <FormulaExplanation>
              <p>
                Cost = labour + materials + overhead = {formatMoney(result.directCostCents)} +{' '}
                {formatPercent(values.overhead)} = {formatMoney(result.costCents)}.
              </p>
              {values.mode === 'markup' ? (
                <p>
                  Price = cost × (1 + markup) = {formatMoney(result.costCents)} × (1 +{' '}
                  {formatPercent(values.markup)}) = {formatMoney(result.priceCents)}.
                </p>
              ) : (
                <p>
                  Price = cost ÷ (1 − margin) = {formatMoney(result.costCents)} ÷ (1 −{' '}
                  {formatPercent(values.margin)}) = {formatMoney(result.priceCents)}.
                </p>
              )}
              <p>
                <strong>Why markup is not margin:</strong> markup is profit as a share of your <em>cost</em>,
                margin is profit as a share of the <em>price</em>. The same {formatMoney(result.profitCents)}{' '}
                of profit is {formatPercent(result.markupBasisPoints)} of the cost but{' '}
                {formatPercent(result.marginBasisPoints)} of the price.{' '}
                {values.mode === 'markup'
                  ? `A ${formatPercent(values.markup)} markup only gives a ${formatPercent(marginForMarkup(values.markup))} margin.`
                  : `To keep ${formatPercent(values.margin)} of the price you need a ${formatPercent(markupForMargin(values.margin))} markup.`}
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
