import type { BaseQueryApi, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { MUTATION_RETRY_POLICY, QUERY_RETRY_POLICY, withRetryPolicy, type RetryPolicy } from '../retryPolicy';

type Outcome = { data: string } | { error: FetchBaseQueryError };

/** Runs a base query that answers with `outcomes` in turn, recording calls and the waits asked for. */
async function run(policy: RetryPolicy, outcomes: Outcome[], extraOptions: { maxRetries?: number } = {}) {
  let calls = 0;
  const waits: number[] = [];
  const baseQuery = jest.fn(async () => {
    const outcome = outcomes[Math.min(calls, outcomes.length - 1)]!;
    calls += 1;
    return outcome;
  });
  const sleep = (ms: number) => {
    waits.push(ms);
    return Promise.resolve();
  };
  const api = { signal: new AbortController().signal, type: 'query' } as BaseQueryApi;
  const result = await withRetryPolicy(baseQuery, policy, sleep)('/x', api, extraOptions);
  return { result, calls, waits };
}

const http = (status: number): Outcome => ({ error: { status, data: {} } });
const network: Outcome = { error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } };
const timeout: Outcome = { error: { status: 'TIMEOUT_ERROR', error: 'AbortError' } };
const ok: Outcome = { data: 'ok' };

describe('query retry policy', () => {
  it('retries 3 times, waiting 1 s, 2 s, 4 s, then gives up with the last error', async () => {
    const { result, calls, waits } = await run(QUERY_RETRY_POLICY, [http(503)]);
    expect(calls).toBe(4);
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(result).toEqual(http(503));
  });

  it('caps the delay at 30 s', () => {
    expect([1, 5, 6, 7, 10].map(QUERY_RETRY_POLICY.delayMs)).toEqual([1000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('stops as soon as a retry succeeds', async () => {
    const { result, calls, waits } = await run(QUERY_RETRY_POLICY, [network, timeout, ok]);
    expect(result).toEqual(ok);
    expect(calls).toBe(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it.each([400, 401, 403, 404, 409, 422, 429])('never retries a %i', async (status) => {
    const { calls, waits } = await run(QUERY_RETRY_POLICY, [http(status)]);
    expect(calls).toBe(1);
    expect(waits).toEqual([]);
  });

  it('retries a 5xx whose body was not JSON, but not a 2xx that could not be parsed', async () => {
    const gateway: Outcome = {
      error: { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' },
    };
    const spaFallback: Outcome = {
      error: { status: 'PARSING_ERROR', originalStatus: 200, data: '<html>', error: 'SyntaxError' },
    };
    expect((await run(QUERY_RETRY_POLICY, [gateway])).calls).toBe(4);
    expect((await run(QUERY_RETRY_POLICY, [spaFallback])).calls).toBe(1);
    expect(
      (await run(QUERY_RETRY_POLICY, [{ error: { status: 'CUSTOM_ERROR', error: 'bad payload' } }])).calls,
    ).toBe(1);
  });

  it('honours a per-endpoint maxRetries', async () => {
    expect((await run(QUERY_RETRY_POLICY, [network], { maxRetries: 0 })).calls).toBe(1);
    expect((await run(QUERY_RETRY_POLICY, [network], { maxRetries: 1 })).calls).toBe(2);
  });
});

describe('mutation retry policy', () => {
  it('retries network failures and 5xx 2 times, 1 s apart', async () => {
    expect(await run(MUTATION_RETRY_POLICY, [network])).toMatchObject({ calls: 3, waits: [1000, 1000] });
    expect(await run(MUTATION_RETRY_POLICY, [http(502)])).toMatchObject({ calls: 3, waits: [1000, 1000] });
    expect(await run(MUTATION_RETRY_POLICY, [timeout, ok])).toMatchObject({ calls: 2, result: ok });
  });

  it('never retries a 4xx or a response it could not parse', async () => {
    expect((await run(MUTATION_RETRY_POLICY, [http(422)])).calls).toBe(1);
    expect((await run(MUTATION_RETRY_POLICY, [http(401)])).calls).toBe(1);
    const parse: Outcome = {
      error: { status: 'PARSING_ERROR', originalStatus: 200, data: '', error: 'SyntaxError' },
    };
    expect((await run(MUTATION_RETRY_POLICY, [parse])).calls).toBe(1);
  });
});
