import {
  GSI_SCRIPT_URL,
  loadGoogleIdentity,
  readGoogleIdentity,
  resetGoogleIdentityLoader,
} from '../googleIdentity';
import { createFakeGoogleIdentity, uninstallGoogleIdentity } from './fakeGoogleIdentity';

const scripts = () => document.querySelectorAll<HTMLScriptElement>(`script[src="${GSI_SCRIPT_URL}"]`);

describe('loadGoogleIdentity', () => {
  afterEach(() => {
    uninstallGoogleIdentity();
    resetGoogleIdentityLoader();
    jest.useRealTimers();
  });

  it('uses google.accounts.id at once when the script already ran', async () => {
    const google = createFakeGoogleIdentity();
    google.install();

    await expect(loadGoogleIdentity()).resolves.toBe(google.api);
    expect(scripts()).toHaveLength(0);
  });

  it('adds the script once, however many callers wait, and resolves when it has loaded', async () => {
    const first = loadGoogleIdentity();
    const second = loadGoogleIdentity();
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]!.async).toBe(true);

    const google = createFakeGoogleIdentity();
    google.install();
    scripts()[0]!.dispatchEvent(new Event('load'));

    await expect(first).resolves.toBe(google.api);
    await expect(second).resolves.toBe(google.api);
  });

  it('rejects on a script error, removes the script and tries afresh next time', async () => {
    const attempt = loadGoogleIdentity();
    scripts()[0]!.dispatchEvent(new Event('error'));

    await expect(attempt).rejects.toThrow(`could not load ${GSI_SCRIPT_URL}`);
    expect(scripts()).toHaveLength(0);

    void loadGoogleIdentity().catch(() => undefined);
    expect(scripts()).toHaveLength(1);
  });

  it('rejects when the script loads but defines no google.accounts.id', async () => {
    const attempt = loadGoogleIdentity();
    scripts()[0]!.dispatchEvent(new Event('load'));

    await expect(attempt).rejects.toThrow('google.accounts.id is missing');
  });

  it('gives up after the timeout', async () => {
    jest.useFakeTimers();
    const attempt = loadGoogleIdentity({ timeoutMs: 500 });
    jest.advanceTimersByTime(500);

    await expect(attempt).rejects.toThrow('did not load within 500 ms');
    expect(scripts()).toHaveLength(0);
  });
});

describe('readGoogleIdentity', () => {
  it('accepts only an object with initialize and renderButton', () => {
    expect(readGoogleIdentity({})).toBeNull();
    expect(readGoogleIdentity({ google: { accounts: { id: { initialize: () => undefined } } } })).toBeNull();
    const api = { initialize: () => undefined, renderButton: () => undefined };
    expect(readGoogleIdentity({ google: { accounts: { id: api } } })).toBe(api);
  });
});
