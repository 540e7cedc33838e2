import { apiErrorMessage, logUnauthorized, toApiResult } from '../apiResult';

const meta = (status: number) => ({ request: {} as Request, response: { status } as Response });

describe('toApiResult', () => {
  it('a 2xx with data is a success with its status', () => {
    expect(toApiResult({ data: { id: 1 }, meta: meta(201) })).toEqual({
      data: { id: 1 },
      error: null,
      status: 201,
      isSuccess: true,
    });
    expect(toApiResult({ data: null, meta: meta(204) }).isSuccess).toBe(true);
  });

  it('a cached result without a status is a success', () => {
    expect(toApiResult({ data: [1] })).toEqual({ data: [1], error: null, status: null, isSuccess: true });
  });

  it("the error is the body's message field when there is one", () => {
    const result = toApiResult({
      error: { status: 422, data: { message: 'The email has already been taken.', errors: {} } },
    });
    expect(result).toEqual({
      data: null,
      error: 'The email has already been taken.',
      status: 422,
      isSuccess: false,
    });
  });

  it('otherwise the error text', () => {
    expect(toApiResult({ error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } })).toEqual({
      data: null,
      error: 'TypeError: Failed to fetch',
      status: null,
      isSuccess: false,
    });
    expect(toApiResult({ error: { status: 500, data: '<html>oops</html>' } }).error).toBe(
      'Request failed with status code 500',
    );
    expect(toApiResult({ error: { status: 404, data: { message: '' } } }).error).toBe(
      'Request failed with status code 404',
    );
    expect(
      toApiResult({
        error: { status: 'PARSING_ERROR', originalStatus: 502, data: 'x', error: 'SyntaxError: bad' },
      }),
    ).toMatchObject({
      error: 'SyntaxError: bad',
      status: 502,
    });
    expect(toApiResult({ error: { name: 'TypeError', message: 'transform failed' } }).error).toBe(
      'transform failed',
    );
  });

  it('falls back to the unknown-error message', () => {
    expect(apiErrorMessage({})).toBe('An unknown error occurred');
    expect(apiErrorMessage(undefined)).toBe('An unknown error occurred');
  });
});

describe('logUnauthorized', () => {
  it('warns on a 401 and stays quiet otherwise', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    logUnauthorized({ error: { status: 403, data: {} } }, '/me');
    expect(warn).not.toHaveBeenCalled();
    logUnauthorized({ error: { status: 401, data: { message: 'Unauthenticated.' } } }, '/me');
    expect(warn).toHaveBeenCalledWith('[api] 401 Unauthorized from /me: Unauthenticated.');
    warn.mockRestore();
  });
});
