import { BASIS_POINTS, mulDivRound, percentOf } from '../common/arithmetic';

/** Working weeks and weekdays in a year: the usual 52 × 5 basis for annual hours. */
export const WEEKS_PER_YEAR = 52;
export const WORKDAYS_PER_YEAR = 260;

export interface LaborCostInputs {
  hourlyWageCents: number;
  /** Paid hours per week, in hundredths (37.5 h → 3750). */
  hoursPerWeekHundredths: number;
  /** Employer payroll taxes (Social Security, Medicare, unemployment), basis points of wages. */
  payrollTaxBasisPoints: number;
  /** Workers' compensation premium, basis points of wages. */
  workersCompBasisPoints: number;
  /** Health and other benefits the employer pays per month. */
  benefitsMonthlyCents: number;
  /** Paid days off a year (holidays, vacation, sick days): paid but not worked. */
  paidDaysOff: number;
  /** Share of worked hours that can be billed to customers (travel, quoting and shop time cannot). */
  billableBasisPoints: number;
}

export interface LaborCostResult {
  annualWagesCents: number;
  payrollTaxCents: number;
  workersCompCents: number;
  benefitsCents: number;
  totalAnnualCents: number;
  /** Paid hours in a year, in hundredths. */
  paidHoursHundredths: number;
  /** Paid hours less paid time off, in hundredths. */
  workedHoursHundredths: number;
  billableHoursHundredths: number;
  /** Total yearly cost ÷ worked hours. */
  costPerWorkedHourCents: number;
  /** Total yearly cost ÷ billable hours: the least an hour can be sold for without losing money. */
  costPerBillableHourCents: number;
  /** Cost per billable hour ÷ wage, in basis points (1.5× → 15 000). */
  burdenMultiplierBasisPoints: number;
}

/**
 * The burdened cost of an hour of a worker. Yearly cost = wages (wage × hours a week × 52) + payroll taxes +
 * workers' comp (both shares of wages) + benefits × 12. Worked hours = paid hours − paid days off × a day's
 * hours (hours a week ÷ 5). Billable hours = worked hours × billable share. Each hourly cost is the yearly cost
 * divided by those hours, rounded to the cent. Zero hours (or nothing billable) gives null hourly costs.
 */
export function calculateLaborCost(inputs: LaborCostInputs): LaborCostResult | null {
  const { hourlyWageCents, hoursPerWeekHundredths, paidDaysOff, billableBasisPoints } = inputs;
  if (hoursPerWeekHundredths <= 0 || billableBasisPoints <= 0 || paidDaysOff >= WORKDAYS_PER_YEAR)
    return null;

  const paidHoursHundredths = hoursPerWeekHundredths * WEEKS_PER_YEAR;
  const annualWagesCents = mulDivRound([hourlyWageCents, paidHoursHundredths], [100]);
  const payrollTaxCents = percentOf(annualWagesCents, inputs.payrollTaxBasisPoints);
  const workersCompCents = percentOf(annualWagesCents, inputs.workersCompBasisPoints);
  const benefitsCents = inputs.benefitsMonthlyCents * 12;
  const totalAnnualCents = annualWagesCents + payrollTaxCents + workersCompCents + benefitsCents;

  // Hours in fifths of a hundredth, so a day (a fifth of the week) never rounds: worked = week × (260 − off) / 5.
  const workedFifths = hoursPerWeekHundredths * (WORKDAYS_PER_YEAR - paidDaysOff);
  const workedHoursHundredths = mulDivRound([workedFifths], [5]);
  const billableHoursHundredths = mulDivRound([workedFifths, billableBasisPoints], [5, BASIS_POINTS]);

  const costPerWorkedHourCents = mulDivRound([totalAnnualCents, 500], [workedFifths]);
  const costPerBillableHourCents = mulDivRound(
    [totalAnnualCents, 500, BASIS_POINTS],
    [workedFifths, billableBasisPoints],
  );

  return {
    annualWagesCents,
    payrollTaxCents,
    workersCompCents,
    benefitsCents,
    totalAnnualCents,
    paidHoursHundredths,
    workedHoursHundredths,
    billableHoursHundredths,
    costPerWorkedHourCents,
    costPerBillableHourCents,
    burdenMultiplierBasisPoints:
      hourlyWageCents === 0 ? 0 : mulDivRound([costPerBillableHourCents, BASIS_POINTS], [hourlyWageCents]),
  };
}
