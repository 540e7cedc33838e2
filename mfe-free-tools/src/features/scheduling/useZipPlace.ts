import { useCallback } from 'react';
import { useLazySchedulingZipLookupQuery } from '../../lib/api/schedulingEndpoints';
import type { Place } from './model';

export const ZIP_PATTERN = /^\d{5}$/;

export type ZipResult = { place: Place } | { error: string };

function apiMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const data = (error as { data?: unknown }).data;
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const message = (data as { message?: unknown }).message;
    return typeof message === 'string' ? message : null;
  }
  return null;
}

/** Resolves a ZIP to its place through the api (cached per ZIP), or to a message for the ZIP field. */
export function useZipPlace(): (zip: string) => Promise<ZipResult> {
  const [lookup] = useLazySchedulingZipLookupQuery();
  return useCallback(
    async (zip: string) => {
      try {
        const place = await lookup(zip, true).unwrap();
        return {
          place: {
            zip: place.zip,
            label: `${place.city}, ${place.state}`,
            latitude: place.latitude,
            longitude: place.longitude,
          },
        };
      } catch (error) {
        const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : null;
        if (status === 404) return { error: apiMessage(error) ?? `We could not find ZIP code ${zip}.` };
        return { error: 'The ZIP code could not be checked just now. Try again in a moment.' };
      }
    },
    [lookup],
  );
}
