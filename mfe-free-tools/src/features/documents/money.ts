/**
 * The arithmetic of a document, in integer cents (docs/decisions/remote-free-tools.md, "Document totals"). The
 * preview and the PDF both read `documentTotals`, so they can never disagree.
 *
 * 1. A quantity has up to two decimals and a unit price is whole cents; a line's amount is quantity × unit
 *    price rounded half up to the cent (1.5 × $80.00 = $120.00; 0.33 × $0.50 = 16.5¢ → $0.17).
 * 2. The subtotal is the sum of the line amounts (each already rounded).
 * 3. A percent discount is taken off the subtotal and rounded half up to the cent; an amount discount is at
 *    most the subtotal, so the taxable amount is never negative.
 * 4. Tax is the rate times (subtotal − discount), rounded half up to the cent; rates have up to three
 *    decimals (8.875%), kept as parts per million.
 * 5. Total = subtotal − discount + tax.
 *
 * Rounding is on BigInt, so no amount a form allows ($1,000,000 × 100,000 × 100 lines) loses a cent to floats.
 */

export const PPM_PER_PERCENT = 10_000;
export const WHOLE_PPM = 1_000_000;

/** `a × b ÷ divisor`, rounded half up (every input here is non-negative). */
export function mulDivRoundHalfUp(a: number, b: number, divisor: number): number {
  const product = BigInt(a) * BigInt(b);
  const d = BigInt(divisor);
  return Number((product * 2n + d) / (d * 2n));
}

export interface PricedLine {
  /** Hundredths of a unit: 1.5 hours is 150. */
  quantityHundredths: number;
  unitPriceCents: number;
}

export interface Discount {
  type: 'percent' | 'amount';
  /** Parts per million of the subtotal for a percent (10% = 100,000), cents for an amount. */
  value: number;
}

export interface DocumentTotals {
  lineAmounts: number[];
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
}

export function lineAmountCents({ quantityHundredths, unitPriceCents }: PricedLine): number {
  return mulDivRoundHalfUp(quantityHundredths, unitPriceCents, 100);
}

export function documentTotals(
  lines: readonly PricedLine[],
  discount: Discount,
  taxRatePpm: number,
): DocumentTotals {
  const lineAmounts = lines.map(lineAmountCents);
  const subtotalCents = lineAmounts.reduce((sum, amount) => sum + amount, 0);
  const discountCents =
    discount.type === 'percent'
      ? mulDivRoundHalfUp(subtotalCents, Math.min(discount.value, WHOLE_PPM), WHOLE_PPM)
      : Math.min(discount.value, subtotalCents);
  const taxable = subtotalCents - discountCents;
  const taxCents = mulDivRoundHalfUp(taxable, taxRatePpm, WHOLE_PPM);
  return { lineAmounts, subtotalCents, discountCents, taxCents, totalCents: taxable + taxCents };
}

/** A non-negative decimal with at most `decimals` places, as an integer scaled by 10^decimals; else null. */
function parseScaled(text: string, decimals: number): number | null {
  const cleaned = text.trim().replace(/,/g, '');
  const match = new RegExp(`^(\\d+)(?:\\.(\\d{0,${decimals}}))?$`).exec(cleaned);
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(decimals, '0');
  const value = Number(whole) * 10 ** decimals + Number(fraction || '0');
  return Number.isSafeInteger(value) ? value : null;
}

/** "$1,234.5" → 123450 cents; null for anything that is not a non-negative amount with at most two decimals. */
export function parseMoneyCents(text: string): number | null {
  return parseScaled(text.trim().replace(/^\$/, ''), 2);
}

/** "1.5" → 150 hundredths. */
export function parseQuantityHundredths(text: string): number | null {
  return parseScaled(text, 2);
}

/** "8.875" (percent) → 88,750 parts per million; null past three decimals. */
export function parsePercentPpm(text: string): number | null {
  const thousandths = parseScaled(text.trim().replace(/%$/, ''), 3);
  return thousandths === null ? null : thousandths * 10;
}

/** Cents as the form shows them back: 12345 → "123.45". */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Parts per million as a percent for the form: 88,750 → "8.875", 100,000 → "10". */
export function ppmToPercentInput(ppm: number): string {
  return String(ppm / PPM_PER_PERCENT);
}

/** Hundredths as a quantity for the form: 150 → "1.5". */
export function hundredthsToInput(hundredths: number): string {
  return String(hundredths / 100);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,234.50": documents always show cents, unlike the site's whole-dollar prices. */
export function formatMoney(cents: number): string {
  return usd.format(cents / 100);
}
