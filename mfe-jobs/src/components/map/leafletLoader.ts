import type * as Leaflet from 'leaflet';

/** Leaflet's module namespace, as the lazily loaded chunk provides it. */
export type LeafletModule = typeof Leaflet;

let pending: Promise<LeafletModule> | null = null;

/**
 * Leaflet and its stylesheet, loaded on first use so neither is in the first-visit bundle (only job pages and
 * the professionals map draw maps). One promise for the whole page; a failed load is forgotten so the next map
 * may try again.
 */
export function loadLeaflet(): Promise<LeafletModule> {
  pending ??= Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
    .then(([leaflet]) => leaflet)
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
