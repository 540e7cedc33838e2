import { RATE_CHECK_LIMITS, checkRate, estimateLoan, parseDecimal } from '../amortization';

describe('estimateLoan', () => {
  it('matches the standard amortisation formula (10,000 over 36 months at 6%)', () => {
    // 10000 · 0.005 / (1 − 1.005^−36) = 304.2194…
    expect(estimateLoan(10_000, 36, 6)).toEqual({
      monthlyPayment: 304.22,
      totalCost: 10_951.92,
      totalInterest: 951.92,
    });
  });

  it('handles a larger loan over a long term (25,000 over 120 months at 8.99%)', () => {
    const { monthlyPayment, totalCost, totalInterest } = estimateLoan(25_000, 120, 8.99);
    // 25000 · r / (1 − (1 + r)^−120) with r = 0.0899 / 12 = 316.5541…
    expect(monthlyPayment).toBe(316.55);
    expect(totalCost).toBe(37_986);
    expect(totalInterest).toBe(12_986);
  });

  it('divides the amount evenly at 0% APR, with no interest', () => {
    expect(estimateLoan(12_000, 24, 0)).toEqual({ monthlyPayment: 500, totalCost: 12_000, totalInterest: 0 });
  });

  it('rounds a 0% payment to the cent and totals from the rounded payment', () => {
    expect(estimateLoan(1_000, 12, 0)).toEqual({
      monthlyPayment: 83.33,
      totalCost: 999.96,
      totalInterest: -0.04,
    });
  });

  it('costs more in total over a longer term at the same APR', () => {
    expect(estimateLoan(15_000, 84, 9).totalInterest).toBeGreaterThan(
      estimateLoan(15_000, 36, 9).totalInterest,
    );
    expect(estimateLoan(15_000, 84, 9).monthlyPayment).toBeLessThan(
      estimateLoan(15_000, 36, 9).monthlyPayment,
    );
  });

  it('refuses impossible input instead of returning NaN', () => {
    expect(() => estimateLoan(0, 12, 5)).toThrow(RangeError);
    expect(() => estimateLoan(1000, 0, 5)).toThrow(RangeError);
    expect(() => estimateLoan(1000, 12.5, 5)).toThrow(RangeError);
    expect(() => estimateLoan(1000, 12, -1)).toThrow(RangeError);
    expect(() => estimateLoan(Number.NaN, 12, 5)).toThrow(RangeError);
  });
});

describe('parseDecimal', () => {
  it('reads plain and formatted numbers and rejects anything else', () => {
    expect(parseDecimal('$12,500.50', /[$,\s]/g)).toBe(12_500.5);
    expect(parseDecimal(' 8.99 % ', /[%\s]/g)).toBe(8.99);
    expect(parseDecimal('-3', /\s/g)).toBe(-3);
    expect(parseDecimal('12abc', /\s/g)).toBeNaN();
    expect(parseDecimal('1e5', /\s/g)).toBeNaN();
    expect(parseDecimal('', /\s/g)).toBeNaN();
  });
});

describe('checkRate', () => {
  const valid = { amount: '10,000', term: '36', apr: '6' };

  it('returns the estimate for valid input', () => {
    const result = checkRate(valid);
    expect(result).toEqual({
      ok: true,
      amount: 10_000,
      termMonths: 36,
      apr: 6,
      estimate: { monthlyPayment: 304.22, totalCost: 10_951.92, totalInterest: 951.92 },
    });
  });

  it('accepts 0% APR and the bounds themselves', () => {
    expect(checkRate({ ...valid, apr: '0' }).ok).toBe(true);
    expect(checkRate({ amount: '500', term: '12', apr: '36' }).ok).toBe(true);
    expect(checkRate({ amount: '$100,000', term: '120', apr: '0.0' }).ok).toBe(true);
  });

  it('explains each missing field', () => {
    expect(checkRate({ amount: ' ', term: '', apr: '' })).toEqual({
      ok: false,
      errors: {
        amount: 'Enter the amount you want to finance.',
        term: 'Choose a repayment term.',
        apr: 'Enter an APR. Use 0 for an interest-free offer.',
      },
    });
  });

  it('explains values that are not numbers', () => {
    const result = checkRate({ amount: 'ten thousand', term: '36', apr: 'low' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.amount).toBe('Enter the amount as a number, for example 12,500.');
    expect(result.errors.apr).toBe('Enter the APR as a number, for example 8.99.');
  });

  it('explains values out of range', () => {
    const result = checkRate({ amount: '499.99', term: '36', apr: '36.5' });
    if (result.ok) throw new Error('expected errors');
    expect(result.errors.amount).toBe('Enter an amount between $500 and $100,000.');
    expect(result.errors.apr).toBe('Enter an APR between 0% and 36%.');
    const negative = checkRate({ amount: '-5000', term: '36', apr: '-1' });
    if (negative.ok) throw new Error('expected errors');
    expect(negative.errors.amount).toBe('Enter an amount between $500 and $100,000.');
    expect(negative.errors.apr).toBe('Enter an APR between 0% and 36%.');
  });

  it('refuses fractions of a cent and terms that are not offered', () => {
    const result = checkRate({ amount: '1000.005', term: '37', apr: '5' });
    if (result.ok) throw new Error('expected errors');
    expect(result.errors.amount).toBe('Enter the amount in dollars and cents.');
    expect(result.errors.term).toBe(`Choose a term of ${RATE_CHECK_LIMITS.terms.join(', ')} months.`);
    expect(checkRate({ ...valid, amount: '1000.29' }).ok).toBe(true);
  });
});
