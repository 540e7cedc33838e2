/**
 * @jest-environment node
 */
// On the server (or any non-browser runtime) there is no window: importing and using the memory must work.
import { createSessionFailureMemory } from '../failureMemory';

describe('the location failure memory without a browser', () => {
  it('loads and answers without touching window', () => {
    expect(typeof window).toBe('undefined');
    const memory = createSessionFailureMemory();
    expect(memory.ipLookupFailed()).toBe(false);
    expect(() => memory.rememberIpLookupFailed()).not.toThrow();
    expect(memory.ipLookupFailed()).toBe(false);
  });
});
