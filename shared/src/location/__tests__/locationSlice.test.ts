import { createStubLocationServices } from '../../testing/fixtures';
import { createTestStore } from '../../testing/testStore';
import { detectLocation } from '../locationSlice';
import type { LocationServices } from '../services';

const storeWith = (overrides: Partial<LocationServices>) =>
  createTestStore({ services: { location: createStubLocationServices(overrides) } });

describe('location state', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => (warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)));
  afterEach(() => warn.mockRestore());

  it('starts loading with no coordinates', () => {
    expect(createTestStore().getState().location).toEqual({
      latitude: null,
      longitude: null,
      zipCode: null,
      error: null,
      loading: true,
    });
  });

  it('ends with coordinates and postal code', async () => {
    const store = storeWith({
      ipLookup: () => Promise.resolve({ latitude: 1, longitude: 2, postal: '10001' }),
    });
    await store.dispatch(detectLocation());
    expect(store.getState().location).toEqual({
      latitude: 1,
      longitude: 2,
      zipCode: '10001',
      error: null,
      loading: false,
    });
  });

  it("ends with 'Location access not available' when every route fails", async () => {
    const store = createTestStore();
    await store.dispatch(detectLocation());
    expect(store.getState().location).toEqual({
      latitude: null,
      longitude: null,
      zipCode: null,
      error: 'Location access not available',
      loading: false,
    });
  });

  it('a silent refetch updates quietly and a failed one keeps the earlier location', async () => {
    let postal = '10001';
    const ipLookup = jest.fn(() => Promise.resolve({ latitude: 1, longitude: 2, postal }));
    const store = storeWith({ ipLookup });
    await store.dispatch(detectLocation());

    postal = '10002';
    const refresh = store.dispatch(detectLocation({ silent: true }));
    expect(store.getState().location.loading).toBe(false);
    await refresh;
    expect(store.getState().location.zipCode).toBe('10002');

    ipLookup.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    await store.dispatch(detectLocation({ silent: true }));
    expect(store.getState().location).toEqual({
      latitude: 1,
      longitude: 2,
      zipCode: '10002',
      error: null,
      loading: false,
    });
  });

  it('a silent refetch with nothing found yet reports the error', async () => {
    const store = createTestStore();
    await store.dispatch(detectLocation({ silent: true }));
    expect(store.getState().location.error).toBe('Location access not available');
  });

  it('after the IP lookup failed once in the session, the next page asks for a ZIP at once, quietly', async () => {
    const ipLookup = jest.fn(() => Promise.reject(new Error('Failed to fetch')));
    const memory = { failed: false };
    const locationMemory = {
      ipLookupFailed: () => memory.failed,
      rememberIpLookupFailed: () => void (memory.failed = true),
    };
    const page = () =>
      createTestStore({ services: { location: createStubLocationServices({ ipLookup }), locationMemory } });

    await page().dispatch(detectLocation());
    expect(ipLookup).toHaveBeenCalledTimes(1);
    warn.mockClear();

    const next = page();
    const detecting = next.dispatch(detectLocation());
    await detecting;
    expect(next.getState().location).toMatchObject({ loading: false, zipCode: null });
    expect(next.getState().location.error).toBe('Location access not available');
    expect(ipLookup).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });
});
