import { percentOf, mulDivRound } from '../common/arithmetic';

export type Seasonality = 'none' | 'summer' | 'winter';

/**
 * Each calendar month's revenue as a percentage of an average month (January first). Each pattern averages
 * 100 over the year, so seasonality moves revenue between months without inventing any.
 */
export const SEASONAL_INDEX: Record<Seasonality, readonly number[]> = {
  none: [100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100],
  // Lawn care, roofing, painting, exterior work.
  summer: [70, 75, 90, 105, 120, 130, 130, 125, 110, 95, 80, 70],
  // Heating, snow removal, indoor work.
  winter: [130, 125, 110, 95, 80, 70, 70, 75, 90, 105, 120, 130],
};

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface ForecastInputs {
  /** Revenue in an average month today. */
  startRevenueCents: number;
  /** Underlying growth per month, basis points (may be negative). */
  monthlyGrowthBasisPoints: number;
  seasonality: Seasonality;
  /** The first forecast month, 0 = January. */
  startMonthIndex: number;
  /** Costs that scale with revenue (materials, labour, fees), basis points of revenue. */
  variableCostBasisPoints: number;
  /** Rent, insurance, vehicles, software: the same every month. */
  fixedCostsCents: number;
}

export interface ForecastMonth {
  /** 0 = January. */
  monthIndex: number;
  /** Revenue before seasonality (the growth trend). */
  trendCents: number;
  revenueCents: number;
  costsCents: number;
  profitCents: number;
  cumulativeProfitCents: number;
}

export interface Forecast {
  months: ForecastMonth[];
  totalRevenueCents: number;
  totalCostsCents: number;
  totalProfitCents: number;
  /** Months with a loss. */
  lossMonths: number;
}

export const FORECAST_MONTHS = 12;

/**
 * Twelve months ahead. The trend starts at the starting revenue and grows by the monthly rate, compounding and
 * rounded to the cent each month; each month's revenue is the trend × its calendar month's seasonal index ÷ 100.
 * Costs = fixed costs + the variable share of revenue; profit = revenue − costs.
 */
export function forecastProfit(inputs: ForecastInputs): Forecast {
  const index = SEASONAL_INDEX[inputs.seasonality];
  const months: ForecastMonth[] = [];
  let trendCents = inputs.startRevenueCents;
  let cumulativeProfitCents = 0;
  for (let step = 0; step < FORECAST_MONTHS; step += 1) {
    if (step > 0) trendCents += percentOf(trendCents, inputs.monthlyGrowthBasisPoints);
    const monthIndex = (inputs.startMonthIndex + step) % 12;
    const revenueCents = mulDivRound([trendCents, index[monthIndex] ?? 100], [100]);
    const costsCents = inputs.fixedCostsCents + percentOf(revenueCents, inputs.variableCostBasisPoints);
    const profitCents = revenueCents - costsCents;
    cumulativeProfitCents += profitCents;
    months.push({ monthIndex, trendCents, revenueCents, costsCents, profitCents, cumulativeProfitCents });
  }
  const sum = (pick: (month: ForecastMonth) => number) =>
    months.reduce((total, month) => total + pick(month), 0);
  return {
    months,
    totalRevenueCents: sum((month) => month.revenueCents),
    totalCostsCents: sum((month) => month.costsCents),
    totalProfitCents: cumulativeProfitCents,
    lossMonths: months.filter((month) => month.profitCents < 0).length,
  };
}
