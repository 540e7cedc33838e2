import { useEffect } from 'react';
import { useSearchParams } from '@prohive/shared';
import { searchWithPage } from '@prohive/ui';
import { parsePage } from './pageParam';

/**
 * The list page from the URL (`?page=N`, default 1). An unusable value is replaced in the URL (not pushed
 * onto history) by page 1, so the address always says what is shown.
 */
export function usePageParam(): number {
  const [params, setParams] = useSearchParams();
  const parsed = parsePage(params.get('page'));
  useEffect(() => {
    if (parsed !== null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [parsed, setParams]);
  return parsed ?? 1;
}

/** The current URL's query with `page` set (page 1 is the list's plain address, so it is left out). */
export function withPage(params: URLSearchParams, page: number): string {
  return searchWithPage(params, page);
}
