import {
  CalculatorLayout,
  FieldInputs,
  FixInputsNotice,
  FormulaExplanation,
  ResultFigures,
  ResultHeadline,
  choice,
  flag,
  formatMoney,
  formatPercent,
  formatQuantity,
  integer,
  money,
  useCalculatorState,
} from '../common';
import {
  CONDITION_FACTOR,
  EXTRA_PRICES,
  FREQUENCY_DISCOUNT,
  calculateCleaningPrice,
  type CleaningCondition,
  type CleaningExtra,
  type CleaningFrequency,
} from './formula';

const extraLabel = (name: string, extra: CleaningExtra) => `${name} (+${formatMoney(EXTRA_PRICES[extra])})`;

export const HOUSE_CLEANING_FIELDS = {
  sqft: integer('Home size', '2000', 20_000, { unit: 'sq ft' }),
  bedrooms: integer('Bedrooms', '3', 20),
  fullBaths: integer('Full bathrooms', '2', 20),
  halfBaths: integer('Half bathrooms', '0', 20, { hint: 'Charged at half the bathroom rate.' }),
  rate: money('Rate per square foot', '0.08', 10),
  perBedroom: money('Per bedroom', '10', 1_000),
  perBathroom: money('Per bathroom', '15', 1_000),
  condition: choice<CleaningCondition>(
    'Condition',
    [
      { value: 'tidy', label: 'Tidy (standard clean)' },
      { value: 'lived-in', label: 'Lived-in (+20%)' },
      { value: 'neglected', label: 'Needs a deep clean (+50%)' },
    ],
    'lived-in',
  ),
  oven: flag(extraLabel('Inside the oven', 'oven'), false),
  fridge: flag(extraLabel('Inside the fridge', 'fridge'), false),
  windows: flag(extraLabel('Interior windows', 'windows'), false),
  laundry: flag(extraLabel('Laundry, wash and fold', 'laundry'), false),
  frequency: choice<CleaningFrequency>(
    'How often',
    [
      { value: 'one-time', label: 'One-time' },
      { value: 'monthly', label: 'Monthly (−10%)' },
      { value: 'biweekly', label: 'Every two weeks (−15%)' },
      { value: 'weekly', label: 'Weekly (−20%)' },
    ],
    'biweekly',
  ),
  minimum: money('Minimum per visit', '120', 10_000),
};

const EXTRAS: readonly CleaningExtra[] = ['oven', 'fridge', 'windows', 'laundry'];

/** A house cleaning quote from size, rooms, condition, extras and how often. */
export function HouseCleaningCalculator() {
  const state = useCalculatorState(HOUSE_CLEANING_FIELDS);
  const values = state.values;
  const result = values
    ? calculateCleaningPrice({
        squareFeet: values.sqft,
        bedrooms: values.bedrooms,
        fullBathrooms: values.fullBaths,
        halfBathrooms: values.halfBaths,
        ratePerSquareFootCents: values.rate,
        perBedroomCents: values.perBedroom,
        perBathroomCents: values.perBathroom,
        condition: values.condition,
        extras: EXTRAS.filter((extra) => values[extra]),
        frequency: values.frequency,
        minimumCents: values.minimum,
      })
    : null;

  return (
    <CalculatorLayout
      title="House cleaning"
      inputs={
        <>
          <FieldInputs state={state} names={['sqft', 'bedrooms', 'fullBaths', 'halfBaths', 'condition']} />
          <FieldInputs
            state={state}
            legend="Your rates"
            names={['rate', 'perBedroom', 'perBathroom', 'minimum']}
          />
          <FieldInputs state={state} legend="Extras" names={['oven', 'fridge', 'windows', 'laundry']} />
          <FieldInputs state={state} names={['frequency']} />
        </>
      }
      result={
        values && result ? (
          <>
            <ResultHeadline label="Price per visit" value={formatMoney(result.priceCents)} />
            <ResultFigures
              rows={[
                {
                  label: `Size (${formatQuantity(values.sqft)} sq ft)`,
                  value: formatMoney(result.sizeCents),
                },
                { label: 'Bedrooms and bathrooms', value: formatMoney(result.roomsCents) },
                {
                  label: `Condition (+${formatPercent(CONDITION_FACTOR[values.condition] - 10_000)})`,
                  value: formatMoney(result.conditionAdjustmentCents),
                },
                { label: 'Extras', value: formatMoney(result.extrasCents) },
                { label: 'Subtotal', value: formatMoney(result.subtotalCents), total: true },
                {
                  label: `Frequency discount (${formatPercent(FREQUENCY_DISCOUNT[values.frequency])})`,
                  value: formatMoney(-result.discountCents),
                },
                { label: 'Price per visit', value: formatMoney(result.priceCents), total: true },
              ]}
            />
            <FormulaExplanation>
              <p>
                Base = {formatQuantity(values.sqft)} sq ft × {formatMoney(values.rate)} + bedrooms ×{' '}
                {formatMoney(values.perBedroom)} + bathrooms × {formatMoney(values.perBathroom)} (half
                bathrooms at half) = {formatMoney(result.baseCents)}.
              </p>
              <p>
                The base goes up with the home’s condition (a lived-in home takes about a fifth longer), then
                the extras are added: {formatMoney(result.subtotalCents)}. Regular visits take the frequency
                discount off the subtotal: {formatMoney(result.discountedCents)}.
              </p>
              {result.minimumApplied ? (
                <p>
                  That is below your minimum of {formatMoney(values.minimum)} per visit, so the minimum is the
                  price.
                </p>
              ) : null}
            </FormulaExplanation>
          </>
        ) : (
          <FixInputsNotice />
        )
      }
    />
  );
}
