import { createSessionFailureMemory, IP_LOOKUP_FAILED_KEY } from '../failureMemory';

describe('the location failure memory', () => {
  beforeEach(() => window.sessionStorage.clear());

  it("lives in the tab's sessionStorage, so it ends with the session", () => {
    const memory = createSessionFailureMemory();
    expect(memory.ipLookupFailed()).toBe(false);
    memory.rememberIpLookupFailed();
    expect(window.sessionStorage.getItem(IP_LOOKUP_FAILED_KEY)).toBe('1');
    expect(IP_LOOKUP_FAILED_KEY).toBe('prohive_location_ip_lookup_failed');
    // A later page load builds a new memory over the same storage.
    expect(createSessionFailureMemory().ipLookupFailed()).toBe(true);
    expect(window.localStorage.getItem(IP_LOOKUP_FAILED_KEY)).toBeNull();
  });

  it('storage that throws (disabled, full, sandboxed) neither breaks detection nor remembers', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const memory = createSessionFailureMemory(blocked);
    expect(memory.ipLookupFailed()).toBe(false);
    expect(() => memory.rememberIpLookupFailed()).not.toThrow();

    const full = createSessionFailureMemory(() => ({
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    }));
    expect(() => full.rememberIpLookupFailed()).not.toThrow();
  });
});
