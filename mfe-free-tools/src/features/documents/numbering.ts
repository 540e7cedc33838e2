/**
 * Document numbers like INV-0007: the next one keeps the prefix, adds one to the trailing digits and keeps
 * their padding (INV-0009 → INV-0010, INV-9999 → INV-10000); with saved numbers given, it is one past the
 * highest of them with the same prefix. A number without trailing digits gets "-2" (Estimate → Estimate-2).
 * The api's duplicate follows the same rule (api/src/modules/documents/numbering.ts).
 */
const TRAILING_DIGITS = /^(.*?)(\d+)$/;

export function nextDocumentNumber(from: string, existing: readonly string[] = []): string {
  const match = TRAILING_DIGITS.exec(from.trim());
  const prefix = match ? (match[1] ?? '') : `${from.trim()}-`;
  const digits = match ? (match[2] ?? '1') : '1';
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
