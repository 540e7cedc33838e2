import styled from 'styled-components';
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
import { ForecastChart } from './ForecastChart';
import { ForecastTable } from './ForecastTable';
import { MONTH_NAMES, forecastProfit, type Seasonality } from './formula';

const MONTH_OPTIONS = MONTH_NAMES.map((name, index) => ({ value: String(index + 1), label: name }));

export const FORECAST_FIELDS = {
  revenue: money('Revenue in an average month now', '20000', 100_000_000),
  growth: percent('Growth per month', '2', 100, { min: -50, hint: 'Negative if the business is shrinking.' }),
  seasonality: choice<Seasonality>(
    'Seasonality',
    [
      { value: 'none', label: 'Steady all year' },
      { value: 'summer', label: 'Busier in summer (lawn, roofing, exterior)' },
      { value: 'winter', label: 'Busier in winter (heating, snow, indoor)' },
    ],
    'none',
  ),
  start: choice('First month', MONTH_OPTIONS, '1'),
  variable: percent('Variable costs', '45', 100, {
    hint: 'Materials, labour and fees as a share of revenue.',
  }),
  fixed: money('Fixed costs per month', '6000', 100_000_000, {
    hint: 'Rent, insurance, vehicles, software.',
  }),
};

const Below = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

/** Twelve months of revenue, costs and profit from growth, seasonality and costs, as a chart and a table. */
export function ProfitForecast() {
  const state = useCalculatorState(FORECAST_FIELDS);
  const values = state.values;
  const forecast = values
    ? forecastProfit({
        startRevenueCents: values.revenue,
        monthlyGrowthBasisPoints: values.growth,
        seasonality: values.seasonality,
        startMonthIndex: Number(values.start) - 1,
        variableCostBasisPoints: values.variable,
        fixedCostsCents: values.fixed,
      })
    : null;

  return (
    <>
      <CalculatorLayout
        title="Profit forecast"
        inputs={
          <FieldInputs
            state={state}
            names={['revenue', 'growth', 'seasonality', 'start', 'variable', 'fixed']}
          />
        }
        result={
          values && forecast ? (
            <>
              <ResultHeadline
                label="Profit over the next 12 months"
                value={formatMoney(forecast.totalProfitCents)}
              />
              <ResultFigures
                rows={[
                  { label: 'Revenue', value: formatMoney(forecast.totalRevenueCents) },
                  { label: 'Costs', value: formatMoney(forecast.totalCostsCents) },
                  { label: 'Profit', value: formatMoney(forecast.totalProfitCents), total: true },
                  { label: 'Months with a loss', value: String(forecast.lossMonths) },
                ]}
              />
              <FormulaExplanation>
                <p>
                  The trend starts at {formatMoney(values.revenue)} and{' '}
                  {values.growth < 0
                    ? `shrinks ${formatPercent(-values.growth)}`
                    : `grows ${formatPercent(values.growth)}`}{' '}
                  a month, compounding. Each month’s revenue is the trend times that month’s seasonal share
                  (busy months above 100%, quiet ones below, averaging 100% over a year).
                </p>
                <p>
                  Costs = {formatMoney(values.fixed)} fixed + {formatPercent(values.variable)} of revenue.
                  Profit = revenue − costs, and profit to date adds the months up.
                </p>
              </FormulaExplanation>
            </>
          ) : (
            <FixInputsNotice />
          )
        }
      />
      {forecast ? (
        <Below aria-labelledby="forecast-by-month">
          <h2 id="forecast-by-month">Month by month</h2>
          <ForecastChart months={forecast.months} />
          <ForecastTable forecast={forecast} />
        </Below>
      ) : null}
    </>
  );
}
