import { fetchWithRetry, fetchWithTimeout, withDeadline } from '../fetchWithTimeout';
import { RemoteLoadError } from '../RemoteLoadError';

const ok = () => Promise.resolve({ ok: true, status: 200 } as Response);
const status = (code: number) => () => Promise.resolve({ ok: false, status: code } as Response);

/** A fetch that never answers until aborted, like a hung server. */
const hanging = (_url: string, init?: RequestInit) =>
  new Promise<Response>((_, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

describe('fetchWithTimeout', () => {
  afterEach(() => jest.useRealTimers());

  it('returns 2xx responses', async () => {
    await expect(fetchWithTimeout('/m.json', {}, 1000, ok)).resolves.toMatchObject({ status: 200 });
  });

  it('turns an error status into an http failure', async () => {
    await expect(fetchWithTimeout('/m.json', {}, 1000, status(404))).rejects.toMatchObject({
      kind: 'http',
      status: 404,
    });
  });

  it('aborts and reports a timeout when the server does not answer in time', async () => {
    jest.useFakeTimers();
    const pending = fetchWithTimeout('/m.json', {}, 5000, hanging);
    const assertion = expect(pending).rejects.toMatchObject({ kind: 'timeout' });
    await jest.advanceTimersByTimeAsync(5000);
    await assertion;
  });

  it('reports network errors as unreachable', async () => {
    const failing = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(fetchWithTimeout('/m.json', {}, 1000, failing)).rejects.toMatchObject({
      kind: 'unreachable',
    });
  });
});

describe('fetchWithRetry', () => {
  afterEach(() => jest.useRealTimers());

  it('retries transient failures once, then succeeds', async () => {
    jest.useFakeTimers();
    const impl = jest.fn().mockImplementationOnce(status(503)).mockImplementationOnce(ok);
    const pending = fetchWithRetry('/m.json', {}, { timeoutMs: 1000, retries: 1, delayMs: 300 }, impl);
    await jest.advanceTimersByTimeAsync(300);
    await expect(pending).resolves.toMatchObject({ status: 200 });
    expect(impl).toHaveBeenCalledTimes(2);
  });

  it('does not retry a 404', async () => {
    const impl = jest.fn(status(404));
    await expect(
      fetchWithRetry('/m.json', {}, { timeoutMs: 1000, retries: 1, delayMs: 0 }, impl),
    ).rejects.toBeInstanceOf(RemoteLoadError);
    expect(impl).toHaveBeenCalledTimes(1);
  });
});

describe('withDeadline', () => {
  afterEach(() => jest.useRealTimers());

  it('rejects with a timeout when the promise outlives the bound', async () => {
    jest.useFakeTimers();
    const pending = withDeadline(new Promise(() => undefined), 10_000, 'Loading jobs/routes');
    const assertion = expect(pending).rejects.toMatchObject({
      kind: 'timeout',
      message: 'Loading jobs/routes timed out after 10000 ms',
    });
    await jest.advanceTimersByTimeAsync(10_000);
    await assertion;
  });

  it('passes results through', async () => {
    await expect(withDeadline(Promise.resolve(3), 10, 'x')).resolves.toBe(3);
  });
});
