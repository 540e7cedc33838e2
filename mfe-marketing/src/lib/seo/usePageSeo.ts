import { usePageTitle } from '@prohive/ui';
import { useDocumentMeta, type DocumentMeta } from './useDocumentMeta';

export interface PageSeo extends DocumentMeta {
  /** Passed to usePageTitle (spec §9: the brand suffix is added when the title lacks it). */
  title?: string;
}

/** Title, description, canonical and JSON-LD for one page, in one call. */
export function usePageSeo({ title, ...meta }: PageSeo): void {
  usePageTitle(title);
  useDocumentMeta(meta);
}
