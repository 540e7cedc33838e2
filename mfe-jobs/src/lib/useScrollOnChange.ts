import { useEffect, useRef, type RefObject } from 'react';

/**
 * Brings `ref` into view when `key` changes after the first render: a pager link at the bottom of a grid
 * otherwise leaves the reader looking at the footer of the next page. jsdom has no scrollIntoView.
 */
export function useScrollOnChange(ref: RefObject<HTMLElement | null>, key: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const element = ref.current;
    if (element && typeof element.scrollIntoView === 'function') {
      element.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  }, [ref, key]);
}
