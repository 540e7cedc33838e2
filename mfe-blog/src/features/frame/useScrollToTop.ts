import { useEffect, useRef } from 'react';

/**
 * Back to the top of the page when `key` changes (another article, another page of a list): a router
 * navigation keeps the scroll position, which would leave the reader at the bottom of the new content.
 * Not on first render, so a browser's own restoration (back/forward) is left alone.
 */
export function useScrollToTop(key: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0 });
  }, [key]);
}
