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

/** Page numbers to offer, with `'gap'` where a run is left out: 1 … 4 5 6 … 20. Always first, last and ±1. */
export function pageItems(current: number, total: number): Array<number | 'gap'> {
  if (total <= 7) return Array.from({ length: total }, (_, index) => index + 1);
  const wanted = new Set([1, total, current - 1, current, current + 1]);
  // Near either end, show a full run of five so the control keeps the same width.
  if (current <= 4) [2, 3, 4, 5].forEach((page) => wanted.add(page));
  if (current >= total - 3) [total - 4, total - 3, total - 2, total - 1].forEach((page) => wanted.add(page));
  const pages = [...wanted].filter((page) => page >= 1 && page <= total).sort((a, b) => a - b);
  const items: Array<number | 'gap'> = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1)
      items.push(page - previous === 2 ? previous + 1 : 'gap');
    items.push(page);
  });
  return items;
}
