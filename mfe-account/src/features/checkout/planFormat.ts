import { formatDate } from '@prohive/ui';

/** "December 22, 2026" by the site's date rule (the viewer's time zone); null if missing or unreadable. */
export function formatPeriodEnd(iso: string | null | undefined): string | null {
  return formatDate(iso, { style: 'long' });
}
