import {
  CalculatorLayout,
  FieldInputs,
  FixInputsNotice,
  FormulaExplanation,
  ResultFigures,
  ResultHeadline,
  choice,
  decimal,
  flag,
  formatHundredths,
  formatMoney,
  formatQuantity,
  integer,
  money,
  useCalculatorState,
  type RawValues,
} from '../common';
import { acresToSquareFeet, calculateLawnCare, type LawnFrequency } from './formula';

export const LAWN_CARE_FIELDS = {
  unit: choice<'sqft' | 'acres'>(
    'Measure the lawn in',
    [
      { value: 'sqft', label: 'Square feet' },
      { value: 'acres', label: 'Acres' },
    ],
    'sqft',
  ),
  sqft: integer('Lawn area', '5000', 10_000_000, { min: 1, unit: 'sq ft' }),
  acres: decimal('Lawn area', '0.25', 200, { min: 0.01, unit: 'acres' }),
  mowing: flag('Mowing', true),
  mowingRate: money('Mowing rate per 1,000 sq ft', '8', 1_000),
  trimming: flag('Edging, trimming and blowing', true),
  trimmingRate: money('Trimming rate per 1,000 sq ft', '2', 1_000),
  fertilizing: flag('Fertilizing', false),
  fertilizingRate: money('Fertilizing rate per 1,000 sq ft', '5', 1_000),
  applications: integer('Fertilizer applications per season', '4', 12),
  aeration: flag('Core aeration (once a season)', false),
  aerationRate: money('Aeration rate per 1,000 sq ft', '12', 1_000),
  frequency: choice<LawnFrequency>(
    'Visits',
    [
      { value: 'weekly', label: 'Weekly' },
      { value: 'biweekly', label: 'Every two weeks' },
    ],
    'weekly',
  ),
  weeks: integer('Season length', '30', 52, { min: 1, unit: 'weeks' }),
  minimum: money('Minimum per visit', '35', 10_000),
};

type LawnFields = typeof LAWN_CARE_FIELDS;

/** Hidden: the area box of the other unit, and the rates of services that are not chosen. */
function inactive(raw: RawValues<LawnFields>): Array<keyof LawnFields> {
  const hidden: Array<keyof LawnFields> = [raw.unit === 'acres' ? 'sqft' : 'acres'];
  if (raw.mowing !== '1') hidden.push('mowingRate');
  if (raw.trimming !== '1') hidden.push('trimmingRate');
  if (raw.fertilizing !== '1') hidden.push('fertilizingRate', 'applications');
  if (raw.aeration !== '1') hidden.push('aerationRate');
  if (raw.mowing !== '1' && raw.trimming !== '1') hidden.push('frequency', 'minimum');
  return hidden;
}

/** A season of lawn care from the lawn's area, the services and how often. */
export function LawnCareCalculator() {
  const state = useCalculatorState(LAWN_CARE_FIELDS, { inactive });
  const values = state.values;
  const squareFeet = values ? (values.unit === 'acres' ? acresToSquareFeet(values.acres) : values.sqft) : 0;
  const anyService = values
    ? values.mowing || values.trimming || values.fertilizing || values.aeration
    : false;
  const result =
    values && anyService
      ? calculateLawnCare({
          squareFeet,
          services: {
            mowing: values.mowing,
            trimming: values.trimming,
            fertilizing: values.fertilizing,
            aeration: values.aeration,
          },
          mowingRateCents: values.mowingRate,
          trimmingRateCents: values.trimmingRate,
          fertilizingRateCents: values.fertilizingRate,
          fertilizingApplications: values.applications,
          aerationRateCents: values.aerationRate,
          frequency: values.frequency,
          seasonWeeks: values.weeks,
          visitMinimumCents: values.minimum,
        })
      : null;

  return (
    <CalculatorLayout
      title="Lawn care"
      inputs={
        <>
          <FieldInputs state={state} names={['unit', 'sqft', 'acres']} />
          <FieldInputs
            state={state}
            legend="Services"
            names={[
              'mowing',
              'mowingRate',
              'trimming',
              'trimmingRate',
              'fertilizing',
              'fertilizingRate',
              'applications',
              'aeration',
              'aerationRate',
            ]}
          />
          <FieldInputs state={state} names={['frequency', 'weeks', 'minimum']} />
        </>
      }
      result={
        values && result ? (
          <>
            <ResultHeadline label="Price for the season" value={formatMoney(result.seasonTotalCents)} />
            <ResultFigures
              rows={[
                { label: 'Lawn area', value: `${formatQuantity(squareFeet)} sq ft` },
                { label: 'Visits', value: formatQuantity(result.visits) },
                { label: 'Price per visit', value: formatMoney(result.perVisitCents) },
                { label: 'Mowing and trimming visits', value: formatMoney(result.visitsTotalCents) },
                { label: 'Fertilizing', value: formatMoney(result.fertilizingCents) },
                { label: 'Aeration', value: formatMoney(result.aerationCents) },
                { label: 'Season total', value: formatMoney(result.seasonTotalCents), total: true },
                {
                  label: `Per month (over ${result.months} months)`,
                  value: formatMoney(result.perMonthCents),
                },
              ]}
            />
            <FormulaExplanation>
              <p>
                {values.unit === 'acres'
                  ? `Area = ${formatHundredths(values.acres)} acres × 43,560 = ${formatQuantity(squareFeet)} sq ft. `
                  : ''}
                Each service is priced per 1,000 sq ft: rate × {formatQuantity(squareFeet)} ÷ 1,000.
              </p>
              <p>
                A visit (mowing and trimming) costs at least your minimum of {formatMoney(values.minimum)}
                {result.visitMinimumApplied ? ', which applies here' : ''}. Visits = {values.weeks} weeks
                {values.frequency === 'biweekly' ? ' ÷ 2, rounded up' : ''} = {result.visits}. Fertilizing is
                charged per application and aeration once a season.
              </p>
              <p>
                Per month spreads the season total over the {result.months} months it covers (weeks × 12 ÷ 52,
                rounded up), for customers who pay monthly.
              </p>
            </FormulaExplanation>
          </>
        ) : values ? (
          <FixInputsNotice>Choose at least one service to see a price.</FixInputsNotice>
        ) : (
          <FixInputsNotice />
        )
      }
    />
  );
}
