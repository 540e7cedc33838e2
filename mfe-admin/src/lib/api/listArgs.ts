/** The api's list envelope (`{ data, meta }`, architecture §6). */
export interface Page<T> {
  data: T[];
  meta: { page: number; per_page: number; total: number; last_page: number };
}

/** A query string from the filters that are set (empty strings and undefined are left out). */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const ADMIN_PAGE_SIZE = 20;
