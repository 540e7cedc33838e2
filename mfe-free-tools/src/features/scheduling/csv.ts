export type CsvCell = string | number;

/**
 * Spreadsheets run a text cell that starts with one of these as a formula. Job titles can come from
 * customers (won jobs), so text cells get a leading apostrophe, the usual neutraliser; numbers are left alone.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** RFC 4180: a field with a comma, quote, CR or LF is quoted, and quotes inside are doubled. */
export function csvField(cell: CsvCell): string {
  if (typeof cell === 'number') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Records end in CRLF, the last one included. */
export function writeCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',') + '\r\n').join('');
}
