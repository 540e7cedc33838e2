export * from './constants';
export { findLocation, type DetectOptions, type LocationFix } from './detect';
export {
  createSessionFailureMemory,
  IP_LOOKUP_FAILED_KEY,
  type LocationFailureMemory,
} from './failureMemory';
export {
  createBrowserLocationServices,
  readIpLocation,
  readPostcode,
  reverseGeocodeRequestUrl,
  type BrowserLocationServicesOptions,
  type Coordinates,
  type GeoPermission,
  type IpLocation,
  type LocationServices,
} from './services';
export {
  detectLocation,
  initialLocationState,
  locationSlice,
  selectIsDetectingLocation,
  selectLocation,
  selectZipCode,
  type LocationState,
  type WithLocation,
} from './locationSlice';
export { useDetectedLocation, useLocationDetection } from './hooks';
