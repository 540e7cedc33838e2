import { useEffect } from 'react';
import { BRAND, useServerHead } from '@prohive/shared';

/**
 * Spec §9: no title → the default '{product} | Help around the home at your fingertips'; a title without the
 * brand gets ' | {product}' appended; a title that already names the brand is used as given.
 */
export function formatPageTitle(title?: string | null): string {
  const trimmed = title?.trim();
  if (!trimmed) return BRAND.defaultTitle;
  return trimmed.toLowerCase().includes(BRAND.name.toLowerCase())
    ? trimmed
    : `${trimmed}${BRAND.titleSuffix}`;
}

/**
 * Sets `document.title` for the page that calls it. On unmount it falls back to the default, so a page that
 * sets no title never inherits the previous page's.
 */
export function usePageTitle(title?: string | null): void {
  // Server render: no effects there; the request's collector takes the title (the innermost page's wins,
  // as it renders last).
  const serverHead = useServerHead();
  if (serverHead) serverHead.title = formatPageTitle(title);
  useEffect(() => {
    document.title = formatPageTitle(title);
    return () => {
      document.title = BRAND.defaultTitle;
    };
  }, [title]);
}
