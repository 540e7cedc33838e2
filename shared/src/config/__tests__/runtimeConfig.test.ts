import {
  DEFAULT_RUNTIME_CONFIG,
  RUNTIME_CONFIG_TIMEOUT_MS,
  getRuntimeConfig,
  loadRuntimeConfig,
  resetRuntimeConfig,
  setRuntimeConfig,
} from '..';

const jsonResponse = (body: unknown, status = 200) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) });

describe('runtime config', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    resetRuntimeConfig();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    jest.useRealTimers();
  });

  it('starts with the spec defaults', () => {
    expect(getRuntimeConfig()).toEqual({
      apiBaseUrl: '/api',
      blogApiUrl: '/api/wp-json',
      ipLookupUrl: 'https://ipapi.co/json/',
      reverseGeocodeUrl: 'https://nominatim.openstreetmap.org/reverse',
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
  });

  it('fetches /config.json and merges it over the defaults', async () => {
    const fetchImpl = jest.fn(() =>
      jsonResponse({ blogApiUrl: 'https://blog.example.com/wp-json', googleClientId: 'abc' }),
    );
    const config = await loadRuntimeConfig(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(
      '/config.json',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(config.blogApiUrl).toBe('https://blog.example.com/wp-json');
    expect(config.googleClientId).toBe('abc');
    expect(config.apiBaseUrl).toBe('/api');
    expect(getRuntimeConfig()).toBe(config);
  });

  it('ignores unknown keys, empty strings and non-strings', async () => {
    const config = await loadRuntimeConfig(() =>
      jsonResponse({ apiBaseUrl: '', mapTileUrl: null, ipLookupUrl: 42, evil: 'x' }),
    );
    expect(config).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('keeps the defaults and logs when the server answers with an error', async () => {
    setRuntimeConfig({ apiBaseUrl: '/stale' });
    const config = await loadRuntimeConfig(() => jsonResponse({ apiBaseUrl: '/nope' }, 404));
    expect(config).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('HTTP 404'));
  });

  it('keeps the defaults when the network fails or the JSON is bad', async () => {
    await expect(loadRuntimeConfig(() => Promise.reject(new TypeError('Failed to fetch')))).resolves.toEqual(
      DEFAULT_RUNTIME_CONFIG,
    );
    const badJson = () =>
      Promise.resolve({
        ok: true,
        status: 200,
        json: () => Promise.reject(new SyntaxError('Unexpected token')),
      });
    await expect(loadRuntimeConfig(badJson)).resolves.toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('gives up after the timeout and keeps the defaults', async () => {
    jest.useFakeTimers();
    const hanging = (_url: string, init?: { signal?: AbortSignal }) =>
      new Promise<never>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      });
    const pending = loadRuntimeConfig(hanging);
    jest.advanceTimersByTime(RUNTIME_CONFIG_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(pending).resolves.toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('timed out'));
  });

  it('setRuntimeConfig applies overrides over the defaults', () => {
    setRuntimeConfig({ apiBaseUrl: 'https://api.example.com' });
    expect(getRuntimeConfig().apiBaseUrl).toBe('https://api.example.com');
    expect(getRuntimeConfig().blogApiUrl).toBe('/api/wp-json');
  });
});
