import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable.js';
import { HttpError, validationFailed, VALIDATION_MESSAGE } from '../http-errors.js';
import { toFieldErrors } from './validation-messages.js';

/** Fastify's own client-error codes, answered with a message that names the problem, not the framework. */
const CLIENT_ERROR_MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: 'The request body is empty but Content-Type says JSON.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Send the request body as application/json.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'The Content-Length header does not match the body.',
  },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, message: 'The Content-Type header is invalid.' },
  FST_ERR_BAD_URL: { status: 400, message: 'The request URL is malformed.' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, message: 'The request could not be routed.' },
  FST_ERR_INVALID_URL: { status: 400, message: 'The request URL is malformed.' },
};

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';
export const UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a few seconds.';

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((rawError: FastifyError | HttpError | Error, request, reply) => {
    const error = rawError as FastifyError;

    if (error.validation) {
      const invalid = validationFailed(toFieldErrors(error.validation, error.validationContext));
      return reply.code(422).send({ message: invalid.message || VALIDATION_MESSAGE, errors: invalid.errors });
    }

    if (rawError instanceof HttpError) {
      reply.headers(rawError.headers);
      return reply
        .code(rawError.statusCode)
        .send(
          rawError.errors
            ? { message: rawError.message, errors: rawError.errors }
            : { message: rawError.message },
        );
    }

    const known = error.code ? CLIENT_ERROR_MESSAGES[error.code] : undefined;
    if (known) return reply.code(known.status).send({ message: known.message });

    // Errors raised by Fastify plugins with a 4xx status (e.g. a bad header) are the client's to fix.
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.code(error.statusCode).send({ message: error.message || 'The request is invalid.' });
    }

    // An outage, not a bug: say when to come back, and keep the log to one line per request.
    if (isDatabaseUnavailable(rawError)) {
      request.log.warn({ reason: rawError.message, reqId: request.id }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: UNAVAILABLE_MESSAGE, request_id: request.id });
    }

    request.log.error({ err: rawError, reqId: request.id }, 'unexpected error');
    return reply.code(500).send({ message: INTERNAL_ERROR_MESSAGE, request_id: request.id });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}.` });
  });
}

export default fp(errorsPlugin, { name: 'prohive-errors', fastify: '5.x' });
