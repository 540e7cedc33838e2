/** 'full': service and zip; 'zip' (spelled 'zipcode' in the spec's wording, accepted too): zip only. */
export type SearchVariant = 'full' | 'zip' | 'zipcode';

export interface SearchFields {
  service: string;
  zip: string;
}

/** Spec §2: where a search goes. */
export const SEARCH_RESULTS_PATH = '/professionals';

/** Spec §2: the zip placeholder while the location is being detected. */
export const DETECTING_LOCATION_PLACEHOLDER = 'Detecting location...';

export const DEFAULT_ZIP_PLACEHOLDER = 'ZIP code';

const isZipOnly = (variant: SearchVariant) => variant !== 'full';

/** Spec §5: search needs a service term and a zip, both non-blank; the zip variant needs only the zip. */
export function canSubmitSearch(fields: SearchFields, variant: SearchVariant): boolean {
  const hasZip = fields.zip.trim() !== '';
  return isZipOnly(variant) ? hasZip : hasZip && fields.service.trim() !== '';
}

/**
 * `/professionals?search=<term>&zip=<zip>`, trimmed and URI-encoded; an empty search term (zip variant) is left
 * out rather than sent blank.
 */
export function searchResultsUrl(fields: SearchFields): string {
  const params: string[] = [];
  const service = fields.service.trim();
  if (service) params.push(`search=${encodeURIComponent(service)}`);
  params.push(`zip=${encodeURIComponent(fields.zip.trim())}`);
  return `${SEARCH_RESULTS_PATH}?${params.join('&')}`;
}

/**
 * The zip to show: what the user typed wins, even an emptied field; until they type, the detected postal code
 * fills it.
 */
export function effectiveZip(typed: string | null, detected: string | null): string {
  return typed ?? detected ?? '';
}

export function zipPlaceholder(isDetecting: boolean, idle: string = DEFAULT_ZIP_PLACEHOLDER): string {
  return isDetecting ? DETECTING_LOCATION_PLACEHOLDER : idle;
}
