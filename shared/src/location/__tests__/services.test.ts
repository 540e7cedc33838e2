import {
  createBrowserLocationServices,
  readIpLocation,
  readPostcode,
  reverseGeocodeRequestUrl,
} from '../services';

const config = { ipLookupUrl: 'https://ip.test/json/', reverseGeocodeUrl: 'https://geo.test/reverse' };
const answer = (body: unknown, status = 200) =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });

function fakeNavigator(
  options: { permission?: PermissionState | Error; geolocation?: boolean; permissions?: boolean } = {},
) {
  const getCurrentPosition = jest.fn((success: PositionCallback) =>
    success({ coords: { latitude: 1.5, longitude: 2.5 } } as GeolocationPosition),
  );
  const query = jest.fn(() =>
    options.permission instanceof Error
      ? Promise.reject(options.permission)
      : Promise.resolve({ state: options.permission ?? 'granted' }),
  );
  return {
    nav: {
      geolocation: options.geolocation === false ? undefined : { getCurrentPosition },
      permissions: options.permissions === false ? undefined : { query },
    } as unknown as Pick<Navigator, 'geolocation' | 'permissions'>,
    getCurrentPosition,
    query,
  };
}

describe('browser location services', () => {
  afterEach(() => jest.useRealTimers());

  it.each<PermissionState>(['granted', 'denied', 'prompt'])(
    'reports the geolocation permission %p',
    async (state) => {
      const { nav, query } = fakeNavigator({ permission: state });
      await expect(createBrowserLocationServices({ navigator: nav }).permission()).resolves.toBe(state);
      expect(query).toHaveBeenCalledWith({ name: 'geolocation' });
    },
  );

  it.each([
    ['no Permissions API', { permissions: false }],
    ['no geolocation', { geolocation: false }],
    ['a throwing query', { permission: new TypeError('not supported') }],
  ])('reports unsupported with %s', async (_label, options) => {
    const { nav } = fakeNavigator(options);
    await expect(createBrowserLocationServices({ navigator: nav }).permission()).resolves.toBe('unsupported');
  });

  it('passes the position options through to the browser', async () => {
    const { nav, getCurrentPosition } = fakeNavigator();
    const options = { timeout: 5000, enableHighAccuracy: false, maximumAge: 600000 };
    await expect(createBrowserLocationServices({ navigator: nav }).currentPosition(options)).resolves.toEqual(
      { latitude: 1.5, longitude: 2.5 },
    );
    expect(getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), options);
  });

  it('rejects when the browser reports an error or has no geolocation', async () => {
    const { nav, getCurrentPosition } = fakeNavigator();
    getCurrentPosition.mockImplementationOnce(((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError)) as never);
    await expect(createBrowserLocationServices({ navigator: nav }).currentPosition({})).rejects.toThrow(
      'code 1',
    );
    const { nav: none } = fakeNavigator({ geolocation: false });
    await expect(createBrowserLocationServices({ navigator: none }).currentPosition({})).rejects.toThrow(
      'not supported',
    );
  });

  it('IP lookup GETs the configured URL and reads postal, latitude, longitude', async () => {
    const fetchImpl = jest.fn(() =>
      answer({ postal: '10001', latitude: 40.75, longitude: -73.99, city: 'New York' }),
    );
    const services = createBrowserLocationServices({ fetchImpl, getConfig: () => config });
    await expect(services.ipLookup()).resolves.toEqual({
      postal: '10001',
      latitude: 40.75,
      longitude: -73.99,
    });
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://ip.test/json/',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('IP lookup rejects on an HTTP error or an answer without coordinates', async () => {
    await expect(
      createBrowserLocationServices({ fetchImpl: () => answer({}, 429), getConfig: () => config }).ipLookup(),
    ).rejects.toThrow('HTTP 429');
    await expect(
      createBrowserLocationServices({
        fetchImpl: () => answer({ error: true, reason: 'RateLimited' }),
        getConfig: () => config,
      }).ipLookup(),
    ).rejects.toThrow('no coordinates');
  });

  it('reverse geocoding sends format, lat, lon, zoom 18, addressdetails 1 and reads address.postcode', async () => {
    const fetchImpl = jest.fn((_url: string) => answer({ address: { postcode: '10007', city: 'New York' } }));
    const services = createBrowserLocationServices({ fetchImpl, getConfig: () => config });
    await expect(services.reverseGeocode({ latitude: 40.7, longitude: -74 })).resolves.toBe('10007');
    const url = new URL(fetchImpl.mock.calls[0]![0]);
    expect(`${url.origin}${url.pathname}`).toBe('https://geo.test/reverse');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'json',
      lat: '40.7',
      lon: '-74',
      zoom: '18',
      addressdetails: '1',
    });
  });

  it('a lookup that hangs is abandoned after the timeout', async () => {
    jest.useFakeTimers();
    const hanging = (_url: string, init?: { signal?: AbortSignal }) =>
      new Promise<never>((_ok, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    const pending = createBrowserLocationServices({
      fetchImpl: hanging,
      getConfig: () => config,
      timeoutMs: 5000,
    }).ipLookup();
    jest.advanceTimersByTime(5000);
    await expect(pending).rejects.toThrow('Timed out after 5000 ms');
  });
});

describe('parsers', () => {
  it('readIpLocation accepts numeric strings and missing postal', () => {
    expect(readIpLocation({ latitude: '1.25', longitude: '-2', postal: null })).toEqual({
      latitude: 1.25,
      longitude: -2,
      postal: null,
    });
    expect(() => readIpLocation(null)).toThrow();
  });

  it('readPostcode returns null without a postcode', () => {
    expect(readPostcode({ address: {} })).toBeNull();
    expect(readPostcode(null)).toBeNull();
    expect(readPostcode({ address: { postcode: ' 94103 ' } })).toBe('94103');
  });

  it('reverseGeocodeRequestUrl appends to a URL that already has a query', () => {
    expect(reverseGeocodeRequestUrl('https://g.test/r?key=k', { latitude: 1, longitude: 2 })).toBe(
      'https://g.test/r?key=k&format=json&lat=1&lon=2&zoom=18&addressdetails=1',
    );
  });
});
