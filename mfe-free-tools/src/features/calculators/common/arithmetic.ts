// Integer arithmetic for money. Every amount is integer cents and every rate an integer at a fixed scale
// (basis points for percentages), so a result is exact until the one division that rounds it. BigInt keeps
// products such as cents × basis points × hours exact even past Number.MAX_SAFE_INTEGER.

/** Basis points in 100 %: a percentage field's value is in hundredths of a percent (12.5 % → 1250). */
export const BASIS_POINTS = 10_000;

function toBig(value: number): bigint {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Expected a safe integer, got ${value}`);
  return BigInt(value);
}

function product(values: readonly number[]): bigint {
  return values.reduce((acc, value) => acc * toBig(value), 1n);
}

/**
 * (a₁ × a₂ × …) ÷ (b₁ × b₂ × …) rounded half away from zero (a cent and a half is two cents; a loss of a cent
 * and a half is two cents of loss). The divisor must not be zero.
 */
export function mulDivRound(numerators: readonly number[], denominators: readonly number[] = [1]): number {
  const n = product(numerators);
  const d = product(denominators);
  if (d === 0n) throw new RangeError('Division by zero');
  const negative = n < 0n !== d < 0n;
  const absN = n < 0n ? -n : n;
  const absD = d < 0n ? -d : d;
  const rounded = (2n * absN + absD) / (2n * absD);
  return Number(negative ? -rounded : rounded);
}

/** (a₁ × …) ÷ (b₁ × …) rounded up (quantities to buy: bundles, rolls, a break-even that must be reached). */
export function mulDivCeil(numerators: readonly number[], denominators: readonly number[] = [1]): number {
  const n = product(numerators);
  const d = product(denominators);
  if (d <= 0n || n < 0n)
    throw new RangeError('mulDivCeil takes a non-negative dividend and a positive divisor');
  return Number((n + d - 1n) / d);
}

/** `cents` × `basisPoints` / 10 000, rounded to the cent. */
export function percentOf(cents: number, basisPoints: number): number {
  return mulDivRound([cents, basisPoints], [BASIS_POINTS]);
}

/** part ÷ whole in basis points (for showing a margin), or null when the whole is zero. */
export function ratioInBasisPoints(part: number, whole: number): number | null {
  return whole === 0 ? null : mulDivRound([part, BASIS_POINTS], [whole]);
}
