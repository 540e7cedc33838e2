/**
 * The `page` query parameter as a page number: a positive whole number, else null (the caller then shows
 * page 1 and corrects the URL, so a hand-typed `?page=abc` or `?page=0` never reaches WordPress).
 */
export function parsePage(raw: string | null): number | null {
  if (raw === null) return 1;
  const text = raw.trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  const page = Number.parseInt(text, 10);
  return page >= 1 ? page : null;
}
