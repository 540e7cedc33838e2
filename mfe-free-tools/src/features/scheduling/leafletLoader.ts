import type * as Leaflet from 'leaflet';

export type LeafletModule = typeof Leaflet;

let pending: Promise<LeafletModule> | null = null;

/**
 * Leaflet and its stylesheet, loaded on first use so neither is in any bundle but this tool's map (the same
 * approach as the jobs remote's maps). A failed load is forgotten so the next attempt may try again.
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
