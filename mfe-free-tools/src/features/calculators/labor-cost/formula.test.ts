import { calculateLaborCost, type LaborCostInputs } from './formula';

const crew: LaborCostInputs = {
  hourlyWageCents: 2_500,
  hoursPerWeekHundredths: 4_000,
  payrollTaxBasisPoints: 765,
  workersCompBasisPoints: 300,
  benefitsMonthlyCents: 40_000,
  paidDaysOff: 10,
  billableBasisPoints: 7_500,
};

describe('calculateLaborCost', () => {
  it('$25/h × 40 h × 52 = $52,000 wages + 7.65% tax $3,978 + 3% comp $1,560 + $400×12 benefits = $62,338 a year', () => {
    const result = calculateLaborCost(crew);
    expect(result).toMatchObject({
      annualWagesCents: 5_200_000,
      payrollTaxCents: 397_800,
      workersCompCents: 156_000,
      benefitsCents: 480_000,
      totalAnnualCents: 6_233_800,
      paidHoursHundredths: 208_000,
    });
  });

  it('2,080 paid h − 10 days off × 8 h = 2,000 worked h → $62,338 ÷ 2,000 = $31.169 → $31.17 an hour', () => {
    const result = calculateLaborCost(crew);
    expect(result?.workedHoursHundredths).toBe(200_000);
    expect(result?.costPerWorkedHourCents).toBe(3_117);
  });

  it('75% billable → 1,500 h → $62,338 ÷ 1,500 = $41.5587 → $41.56 per billable hour, 1.66× the wage', () => {
    const result = calculateLaborCost(crew);
    expect(result?.billableHoursHundredths).toBe(150_000);
    expect(result?.costPerBillableHourCents).toBe(4_156);
    expect(result?.burdenMultiplierBasisPoints).toBe(16_624);
  });

  it('part-time 37.5 h a week at $20/h, no extras, 100% billable: 1,950 h, $39,000 a year, $20.00 an hour', () => {
    const result = calculateLaborCost({
      hourlyWageCents: 2_000,
      hoursPerWeekHundredths: 3_750,
      payrollTaxBasisPoints: 0,
      workersCompBasisPoints: 0,
      benefitsMonthlyCents: 0,
      paidDaysOff: 0,
      billableBasisPoints: 10_000,
    });
    expect(result?.totalAnnualCents).toBe(3_900_000);
    expect(result?.workedHoursHundredths).toBe(195_000);
    expect(result?.costPerBillableHourCents).toBe(2_000);
  });

  it('no hours, nothing billable or a year of days off gives no hourly cost rather than Infinity', () => {
    expect(calculateLaborCost({ ...crew, hoursPerWeekHundredths: 0 })).toBeNull();
    expect(calculateLaborCost({ ...crew, billableBasisPoints: 0 })).toBeNull();
    expect(calculateLaborCost({ ...crew, paidDaysOff: 260 })).toBeNull();
  });
});
