import {
  CalculatorLayout,
  FieldInputs,
  FixInputsNotice,
  FormulaExplanation,
  ResultFigures,
  ResultHeadline,
  formatHundredths,
  formatMoney,
  formatPercent,
  formatQuantity,
  integer,
  money,
  percent,
  useCalculatorState,
} from '../common';
import { calculateRoofing } from './formula';

export const ROOFING_FIELDS = {
  footprint: integer('Footprint', '2000', 100_000, {
    min: 1,
    unit: 'sq ft',
    hint: 'The house seen from above, including eaves and overhangs.',
  }),
  pitch: integer('Roof pitch', '6', 24, {
    unit: 'inches of rise per 12',
    hint: 'A 6/12 roof rises 6 in every 12 in.',
  }),
  waste: percent('Waste factor', '10', 50, {
    hint: 'About 10% for a simple gable, 15% or more with hips and valleys.',
  }),
  bundles: integer('Bundles per square', '3', 10, { min: 1, hint: 'Most architectural shingles: 3.' }),
  roll: integer('Underlayment per roll', '1000', 10_000, { min: 1, unit: 'sq ft' }),
  low: money('Installed price per square, low', '350', 10_000),
  high: money('Installed price per square, high', '550', 10_000),
};

const check = (values: { low: number; high: number }) => ({
  high: values.high < values.low ? 'The high price must be at least the low price.' : undefined,
});

/** Roofing squares, materials and a cost range from footprint and pitch. */
export function RoofingCalculator() {
  const state = useCalculatorState(ROOFING_FIELDS, { check });
  const values = state.values;
  const result = values
    ? calculateRoofing({
        footprintSquareFeet: values.footprint,
        pitchRise: values.pitch,
        wasteBasisPoints: values.waste,
        bundlesPerSquare: values.bundles,
        underlaymentRollSquareFeet: values.roll,
        lowPerSquareCents: values.low,
        highPerSquareCents: values.high,
      })
    : null;
  const cost = result
    ? result.lowCostCents === result.highCostCents
      ? formatMoney(result.lowCostCents)
      : `${formatMoney(result.lowCostCents)} – ${formatMoney(result.highCostCents)}`
    : '';

  return (
    <CalculatorLayout
      title="Roofing"
      inputs={
        <>
          <FieldInputs state={state} names={['footprint', 'pitch', 'waste']} />
          <FieldInputs
            state={state}
            legend="Materials and prices"
            names={['bundles', 'roll', 'low', 'high']}
          />
        </>
      }
      result={
        values && result ? (
          <>
            <ResultHeadline label="Estimated cost, installed" value={cost} />
            <ResultFigures
              rows={[
                { label: 'Roof area', value: `${formatQuantity(result.roofSquareFeet)} sq ft` },
                {
                  label: `With ${formatPercent(values.waste)} waste`,
                  value: `${formatQuantity(result.orderSquareFeet)} sq ft`,
                },
                { label: 'Squares', value: formatHundredths(result.squaresHundredths), total: true },
                { label: 'Shingle bundles', value: formatQuantity(result.bundles) },
                { label: 'Underlayment rolls', value: formatQuantity(result.underlaymentRolls) },
                { label: 'Cost range', value: cost, total: true },
              ]}
            />
            <FormulaExplanation>
              <p>
                A sloped roof is bigger than its footprint. A {values.pitch}/12 pitch multiplies the area by
                √(12² + {values.pitch}²) ÷ 12 = {(result.pitchFactorTenThousandths / 10_000).toFixed(4)}:{' '}
                {formatQuantity(values.footprint)} sq ft ×{' '}
                {(result.pitchFactorTenThousandths / 10_000).toFixed(4)} ={' '}
                {formatQuantity(result.roofSquareFeet)} sq ft of roof.
              </p>
              <p>
                Adding {formatPercent(values.waste)} for cuts and starter rows gives{' '}
                {formatQuantity(result.orderSquareFeet)} sq ft, or{' '}
                {formatHundredths(result.squaresHundredths)} squares (100 sq ft each). Bundles = squares ×{' '}
                {values.bundles}, rounded up; underlayment covers the roof area in rolls of{' '}
                {formatQuantity(values.roll)} sq ft.
              </p>
              <p>
                Cost = squares × your installed price per square, from {formatMoney(values.low)} to{' '}
                {formatMoney(values.high)}.
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
