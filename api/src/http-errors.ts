export type FieldErrors = Record<string, string[]>;

/** An error whose message is safe to show the client; anything else is answered as a generic 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const VALIDATION_MESSAGE = 'The given data was invalid.';

export function validationFailed(errors: FieldErrors): HttpError {
  return new HttpError(422, firstMessage(errors) ?? VALIDATION_MESSAGE, errors);
}

export function unauthenticated(message = 'Unauthenticated.'): HttpError {
  return new HttpError(401, message, undefined, { 'www-authenticate': 'Bearer' });
}

export function forbidden(message = 'You are not allowed to do this.'): HttpError {
  return new HttpError(403, message);
}

export function notFound(message = 'Not found.'): HttpError {
  return new HttpError(404, message);
}

export function tooManyAttempts(retryAfterSeconds: number): HttpError {
  return new HttpError(
    429,
    `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`,
    undefined,
    {
      'retry-after': String(retryAfterSeconds),
    },
  );
}

/** Laravel-style summary: the first field message, plus a count of the others. */
function firstMessage(errors: FieldErrors): string | undefined {
  const messages = Object.values(errors).flat();
  const [first] = messages;
  if (first === undefined) return undefined;
  const others = messages.length - 1;
  return others === 0 ? first : `${first} (and ${others} more error${others === 1 ? '' : 's'})`;
}
