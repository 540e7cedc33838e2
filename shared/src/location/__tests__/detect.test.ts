import { createStubLocationServices } from '../../testing/fixtures';
import { findLocation } from '../detect';
import type { GeoPermission, LocationServices } from '../services';

const BROWSER = { latitude: 40.7128, longitude: -74.006 };
const IP = { latitude: 34.05, longitude: -118.24, postal: '90012' };

function services(permission: GeoPermission, overrides: Partial<LocationServices> = {}) {
  const stub = createStubLocationServices({
    permission: () => Promise.resolve(permission),
    currentPosition: jest.fn(() => Promise.resolve(BROWSER)),
    ipLookup: jest.fn(() => Promise.resolve(IP)),
    reverseGeocode: jest.fn(() => Promise.resolve('10007')),
    ...overrides,
  });
  return stub as LocationServices & Record<'currentPosition' | 'ipLookup' | 'reverseGeocode', jest.Mock>;
}

const fail = (message: string) => jest.fn(() => Promise.reject(new Error(message)));

describe('findLocation', () => {
  let error: jest.SpyInstance;
  beforeEach(() => (error = jest.spyOn(console, 'error').mockImplementation(() => undefined)));
  afterEach(() => error.mockRestore());

  it('with permission granted: browser position, then reverse geocoding for the zip', async () => {
    const s = services('granted');
    expect(await findLocation(s)).toEqual({ ...BROWSER, zipCode: '10007' });
    expect(s.currentPosition).toHaveBeenCalledWith({
      timeout: 5000,
      enableHighAccuracy: false,
      maximumAge: 600000,
    });
    expect(s.reverseGeocode).toHaveBeenCalledWith(BROWSER);
    expect(s.ipLookup).not.toHaveBeenCalled();
  });

  it.each<GeoPermission>(['denied', 'prompt', 'unsupported'])(
    'with permission %p: IP lookup first, no browser prompt',
    async (permission) => {
      const s = services(permission);
      expect(await findLocation(s)).toEqual({
        latitude: IP.latitude,
        longitude: IP.longitude,
        zipCode: '90012',
      });
      expect(s.currentPosition).not.toHaveBeenCalled();
      expect(s.reverseGeocode).not.toHaveBeenCalled();
    },
  );

  it('a Permissions API that throws counts as unsupported', async () => {
    const s = services('granted', { permission: () => Promise.reject(new Error('nope')) });
    await findLocation(s);
    expect(s.ipLookup).toHaveBeenCalled();
    expect(s.currentPosition).not.toHaveBeenCalled();
  });

  it('IP lookup failure is logged and falls back to the browser', async () => {
    const s = services('prompt', { ipLookup: fail('HTTP 429') });
    expect(await findLocation(s)).toEqual({ ...BROWSER, zipCode: '10007' });
    expect(error).toHaveBeenCalledWith('[location] IP lookup failed:', 'HTTP 429');
  });

  it('browser failure or timeout (granted) falls back to the IP lookup', async () => {
    const s = services('granted', { currentPosition: fail('Geolocation failed (code 3): Timeout expired') });
    expect(await findLocation(s)).toEqual({
      latitude: IP.latitude,
      longitude: IP.longitude,
      zipCode: '90012',
    });
    expect(error).toHaveBeenCalledWith(
      '[location] Browser geolocation failed:',
      expect.stringContaining('code 3'),
    );
  });

  it('reverse geocoding failure is logged and leaves the zip null, keeping the coordinates', async () => {
    const s = services('granted', { reverseGeocode: fail('HTTP 503') });
    expect(await findLocation(s)).toEqual({ ...BROWSER, zipCode: null });
    expect(s.ipLookup).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('[location] Reverse geocoding failed:', 'HTTP 503');
  });

  it('both routes failing gives no result', async () => {
    const s = services('granted', { currentPosition: fail('denied'), ipLookup: fail('offline') });
    expect(await findLocation(s)).toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('a silent refetch skips browser geolocation even when granted', async () => {
    const s = services('granted');
    expect(await findLocation(s, { silent: true })).toMatchObject({ zipCode: '90012' });
    expect(s.currentPosition).not.toHaveBeenCalled();
  });

  it('a silent refetch whose IP lookup fails gives no result rather than prompting', async () => {
    const s = services('granted', { ipLookup: fail('offline') });
    expect(await findLocation(s, { silent: true })).toBeNull();
    expect(s.currentPosition).not.toHaveBeenCalled();
  });
});
