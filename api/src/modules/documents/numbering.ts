/**
 * Document numbers like INV-0007: a prefix and a run of digits at the end. The next number after a set of
 * them takes the prefix of `from`, one more than the highest number with that prefix, and at least as many
 * digits as `from` had (INV-0009 → INV-0010, INV-9999 → INV-10000). A number without trailing digits gets
 * "-2" (Estimate → Estimate-2). The free tools' front end follows the same rule for a visitor's local numbers.
 */
const TRAILING_DIGITS = /^(.*?)(\d+)$/;

function split(number: string): { prefix: string; digits: string } {
  const match = TRAILING_DIGITS.exec(number);
  return match ? { prefix: match[1] ?? '', digits: match[2] ?? '' } : { prefix: `${number}-`, digits: '1' };
}

export function nextDocumentNumber(from: string, existing: readonly string[] = []): string {
  const { prefix, digits } = split(from.trim());
  let highest = BigInt(digits);
  for (const other of existing) {
    const parts = TRAILING_DIGITS.exec(other.trim());
    if (parts && parts[1] === prefix) {
      const value = BigInt(parts[2] ?? '0');
      if (value > highest) highest = value;
    }
  }
  return `${prefix}${(highest + 1n).toString().padStart(digits.length, '0')}`;
}
