export * from './constants';
export { findLocation, type DetectOptions, type LocationFix } from './detect';
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
