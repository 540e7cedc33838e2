import { createStubLocationServices } from '../../testing/fixtures';
import { findLocation } from '../detect';
import { IP_LOOKUP_FAILED_KEY } from '../failureMemory';
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
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    window.sessionStorage.clear();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    error = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    // Location failures are normal on the open web: never a console error.
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });

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
    expect(warn).toHaveBeenCalledWith(
      '[location] IP lookup failed; the visitor can type a ZIP instead:',
      'HTTP 429',
    );
  });

  it('browser failure or timeout (granted) falls back to the IP lookup', async () => {
    const s = services('granted', { currentPosition: fail('Geolocation failed (code 3): Timeout expired') });
    expect(await findLocation(s)).toEqual({
      latitude: IP.latitude,
      longitude: IP.longitude,
      zipCode: '90012',
    });
    expect(warn).toHaveBeenCalledWith(
      '[location] Browser geolocation failed; the visitor can type a ZIP instead:',
      expect.stringContaining('code 3'),
    );
  });

  it('reverse geocoding failure is logged and leaves the zip null, keeping the coordinates', async () => {
    const s = services('granted', { reverseGeocode: fail('HTTP 503') });
    expect(await findLocation(s)).toEqual({ ...BROWSER, zipCode: null });
    expect(s.ipLookup).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      '[location] Reverse geocoding failed; the visitor can type a ZIP instead:',
      'HTTP 503',
    );
  });

  it('both routes failing gives no result', async () => {
    const s = services('granted', { currentPosition: fail('denied'), ipLookup: fail('offline') });
    expect(await findLocation(s)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
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

  describe('an unreachable IP lookup service', () => {
    it('is tried once per session: later pages neither call it nor prompt, and log nothing', async () => {
      const firstPage = services('prompt', {
        ipLookup: fail('Failed to fetch'),
        currentPosition: fail('Geolocation failed (code 1): User denied Geolocation'),
      });
      expect(await findLocation(firstPage)).toBeNull();
      expect(firstPage.ipLookup).toHaveBeenCalledTimes(1);
      expect(window.sessionStorage.getItem(IP_LOOKUP_FAILED_KEY)).toBe('1');
      warn.mockClear();

      for (let page = 0; page < 3; page += 1) {
        const nextPage = services('prompt', { ipLookup: fail('Failed to fetch') });
        expect(await findLocation(nextPage)).toBeNull();
        expect(nextPage.ipLookup).not.toHaveBeenCalled();
        expect(nextPage.currentPosition).not.toHaveBeenCalled();
        expect(await findLocation(nextPage, { silent: true })).toBeNull();
        expect(nextPage.ipLookup).not.toHaveBeenCalled();
      }
      expect(warn).not.toHaveBeenCalled();
    });

    it('still lets a visitor who granted the browser permission be located by the browser', async () => {
      await findLocation(services('denied', { ipLookup: fail('Failed to fetch') }));
      const later = services('granted');
      expect(await findLocation(later)).toEqual({ ...BROWSER, zipCode: '10007' });
      expect(later.ipLookup).not.toHaveBeenCalled();
    });

    it('is remembered in the memory it is given, not across sessions', async () => {
      const memory = { ipLookupFailed: jest.fn(() => false), rememberIpLookupFailed: jest.fn() };
      await findLocation(services('denied', { ipLookup: fail('HTTP 503') }), {}, memory);
      expect(memory.rememberIpLookupFailed).toHaveBeenCalledTimes(1);
      expect(window.sessionStorage.getItem(IP_LOOKUP_FAILED_KEY)).toBeNull();
    });

    it('a working lookup remembers nothing', async () => {
      await findLocation(services('prompt'));
      expect(window.sessionStorage.getItem(IP_LOOKUP_FAILED_KEY)).toBeNull();
    });
  });
});
