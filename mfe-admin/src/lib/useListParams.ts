import { useCallback } from 'react';
import { useSearchParams } from '@prohive/shared';

/**
 * A list's filters and page live in the URL query, so a filtered page can be linked, reloaded and paged with
 * the shared LinkPager. Changing a filter goes back to page 1.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const get = useCallback((name: string) => params.get(name) ?? '', [params]);
  const setFilters = useCallback(
    (values: Record<string, string>) => {
      const next = new URLSearchParams(params);
      for (const [name, value] of Object.entries(values)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      next.delete('page');
      setParams(next);
    },
    [params, setParams],
  );
  return { page, get, setFilters };
}
