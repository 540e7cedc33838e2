/** Spec §9 geolocation constants. */
export const GEOLOCATION_TIMEOUT_MS = 5000;
/** Low accuracy: a postal code does not need GPS, and low accuracy answers faster and drains less battery. */
export const GEOLOCATION_HIGH_ACCURACY = false;
/** A position up to 10 minutes old is good enough. */
export const GEOLOCATION_MAXIMUM_AGE_MS = 600_000;

export const GEOLOCATION_OPTIONS: Readonly<PositionOptions> = Object.freeze({
  timeout: GEOLOCATION_TIMEOUT_MS,
  enableHighAccuracy: GEOLOCATION_HIGH_ACCURACY,
  maximumAge: GEOLOCATION_MAXIMUM_AGE_MS,
});

/** Spec §7 reverse-geocoding parameters (street-level zoom so a postcode is present). */
export const REVERSE_GEOCODE_ZOOM = 18;

/**
 * The third-party lookups have no timeout of their own in the spec; they get the same bound as the browser's
 * geolocation so a dead service cannot keep the search form in "Detecting location..." for long.
 */
export const LOCATION_SERVICE_TIMEOUT_MS = 5000;

/** Spec §8: both location routes failed. */
export const LOCATION_UNAVAILABLE_MESSAGE = 'Location access not available';
