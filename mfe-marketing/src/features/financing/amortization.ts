/** Bounds of the payment estimator, chosen to cover home-project loans and nothing absurd. */
export const RATE_CHECK_LIMITS = {
  minAmount: 500,
  maxAmount: 100_000,
  minApr: 0,
  maxApr: 36,
  /** Terms offered in months; lenders quote home-improvement loans in these steps. */
  terms: [12, 24, 36, 48, 60, 84, 120] as const,
} as const;

export interface LoanEstimate {
  /** Monthly payment in dollars, rounded to the cent. */
  monthlyPayment: number;
  /** Payment × months, in dollars. */
  totalCost: number;
  /** Total cost − amount, in dollars. */
  totalInterest: number;
}

/** Whole cents, so totals are exact sums of what a borrower actually pays. */
const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * A fixed-rate, fully amortising instalment loan: payment = P·r / (1 − (1 + r)^−n) with r = APR / 12. At 0%
 * APR it is P / n. The payment is rounded to the cent and the totals are computed from that rounded payment.
 */
export function estimateLoan(amount: number, termMonths: number, aprPercent: number): LoanEstimate {
  if (!(amount > 0) || !Number.isFinite(amount)) throw new RangeError('amount must be a positive number');
  if (!Number.isInteger(termMonths) || termMonths <= 0)
    throw new RangeError('termMonths must be a positive integer');
  if (!(aprPercent >= 0) || !Number.isFinite(aprPercent))
    throw new RangeError('aprPercent must be zero or more');
  const r = aprPercent / 100 / 12;
  const exact = r === 0 ? amount / termMonths : (amount * r) / (1 - Math.pow(1 + r, -termMonths));
  const paymentCents = toCents(exact);
  const totalCents = paymentCents * termMonths;
  return {
    monthlyPayment: paymentCents / 100,
    totalCost: totalCents / 100,
    totalInterest: (totalCents - toCents(amount)) / 100,
  };
}

export interface RateCheckInput {
  amount: string;
  term: string;
  apr: string;
}

export type RateCheckErrors = Partial<Record<keyof RateCheckInput, string>>;

export type RateCheckResult =
  | { ok: true; amount: number; termMonths: number; apr: number; estimate: LoanEstimate }
  | { ok: false; errors: RateCheckErrors };

/** '$12,500.50' → 12500.5, '-3' → -3; '' or anything that is not a plain number → NaN. */
export function parseDecimal(text: string, strip: RegExp): number {
  const cleaned = text.trim().replace(strip, '');
  if (!/^-?(\d+(\.\d+)?|\.\d+)$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

/** Reads the form's text, says exactly what is wrong with each field, or returns the estimate. */
export function checkRate(input: RateCheckInput): RateCheckResult {
  const L = RATE_CHECK_LIMITS;
  const errors: RateCheckErrors = {};

  const amount = parseDecimal(input.amount, /[$,\s]/g);
  if (!input.amount.trim()) errors.amount = 'Enter the amount you want to finance.';
  else if (Number.isNaN(amount)) errors.amount = 'Enter the amount as a number, for example 12,500.';
  else if (amount < L.minAmount || amount > L.maxAmount)
    errors.amount = `Enter an amount between ${usd(L.minAmount)} and ${usd(L.maxAmount)}.`;
  else if (/\.\d{3,}$/.test(input.amount.trim())) errors.amount = 'Enter the amount in dollars and cents.';

  const termMonths = Number(input.term);
  if (!input.term) errors.term = 'Choose a repayment term.';
  else if (!(L.terms as readonly number[]).includes(termMonths))
    errors.term = `Choose a term of ${L.terms.join(', ')} months.`;

  const apr = parseDecimal(input.apr, /[%\s]/g);
  if (!input.apr.trim()) errors.apr = 'Enter an APR. Use 0 for an interest-free offer.';
  else if (Number.isNaN(apr)) errors.apr = 'Enter the APR as a number, for example 8.99.';
  else if (apr < L.minApr || apr > L.maxApr)
    errors.apr = `Enter an APR between ${L.minApr}% and ${L.maxApr}%.`;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, amount, termMonths, apr, estimate: estimateLoan(amount, termMonths, apr) };
}

export const formatUsd = (n: number) =>
  n.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
