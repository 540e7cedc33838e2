import {
  CalculatorLayout,
  FieldInputs,
  FixInputsNotice,
  FormulaExplanation,
  ResultFigures,
  ResultHeadline,
  decimal,
  formatHundredths,
  formatMoney,
  formatPercent,
  integer,
  money,
  percent,
  useCalculatorState,
} from '../common';
import { calculateLaborCost } from './formula';

export const LABOR_COST_FIELDS = {
  wage: money('Hourly wage', '25', 1_000),
  hours: decimal('Paid hours per week', '40', 100, { min: 1 }),
  payrollTax: percent('Employer payroll taxes', '7.65', 50, {
    hint: 'Social Security and Medicare (7.65%) plus state and federal unemployment.',
  }),
  workersComp: percent('Workers’ comp', '3', 50, { hint: 'Premium as a share of wages; your policy says.' }),
  benefits: money('Benefits per month', '400', 100_000, {
    hint: 'Health insurance, retirement match and the like.',
  }),
  daysOff: integer('Paid days off per year', '10', 100, { hint: 'Holidays, vacation and sick days.' }),
  billable: percent('Billable share of worked hours', '75', 100, {
    min: 1,
    hint: 'Travel, quoting and shop time are paid but not billed.',
  }),
};

/** The true, burdened cost of an hour of a worker. */
export function LaborCostCalculator() {
  const state = useCalculatorState(LABOR_COST_FIELDS);
  const values = state.values;
  const result = values
    ? calculateLaborCost({
        hourlyWageCents: values.wage,
        hoursPerWeekHundredths: values.hours,
        payrollTaxBasisPoints: values.payrollTax,
        workersCompBasisPoints: values.workersComp,
        benefitsMonthlyCents: values.benefits,
        paidDaysOff: values.daysOff,
        billableBasisPoints: values.billable,
      })
    : null;

  return (
    <CalculatorLayout
      title="Labor cost"
      inputs={
        <FieldInputs
          state={state}
          names={['wage', 'hours', 'payrollTax', 'workersComp', 'benefits', 'daysOff', 'billable']}
        />
      }
      result={
        values && result ? (
          <>
            <ResultHeadline
              label="Cost per billable hour"
              value={formatMoney(result.costPerBillableHourCents)}
            />
            <ResultFigures
              rows={[
                {
                  label: `Wages (${formatHundredths(result.paidHoursHundredths)} paid h)`,
                  value: formatMoney(result.annualWagesCents),
                },
                { label: 'Payroll taxes', value: formatMoney(result.payrollTaxCents) },
                { label: 'Workers’ comp', value: formatMoney(result.workersCompCents) },
                { label: 'Benefits', value: formatMoney(result.benefitsCents) },
                { label: 'Total per year', value: formatMoney(result.totalAnnualCents), total: true },
                { label: 'Worked hours per year', value: formatHundredths(result.workedHoursHundredths) },
                { label: 'Billable hours per year', value: formatHundredths(result.billableHoursHundredths) },
                { label: 'Cost per worked hour', value: formatMoney(result.costPerWorkedHourCents) },
                {
                  label: 'Cost per billable hour',
                  value: formatMoney(result.costPerBillableHourCents),
                  total: true,
                },
                {
                  label: 'Times the wage',
                  value: `${formatHundredths(Math.round(result.burdenMultiplierBasisPoints / 100))}×`,
                },
              ]}
            />
            <FormulaExplanation>
              <p>
                Yearly cost = wages ({formatMoney(values.wage)} × {formatHundredths(values.hours)} h × 52
                weeks) + payroll taxes ({formatPercent(values.payrollTax)}) + workers’ comp (
                {formatPercent(values.workersComp)}) + benefits ({formatMoney(values.benefits)} × 12) ={' '}
                {formatMoney(result.totalAnnualCents)}.
              </p>
              <p>
                Worked hours = paid hours − {values.daysOff} paid days off ×{' '}
                {formatHundredths(values.hours / 5)} h a day ={' '}
                {formatHundredths(result.workedHoursHundredths)} h. Only {formatPercent(values.billable)} of
                them can be billed: {formatHundredths(result.billableHoursHundredths)} h.
              </p>
              <p>
                Cost per billable hour = yearly cost ÷ billable hours. Charge at least this for an hour of
                this worker’s time before materials, overhead and profit.
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
