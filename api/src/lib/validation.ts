import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { notFound } from '../http-errors.js';

/**
 * How request parts are checked against their schemas (issue #17 item 9). Fastify's default is one Ajv that
 * coerces everywhere, so a title of 123 became "123" and a budget of "100" became 100. Here:
 *
 * - bodies are JSON and carry types: nothing is coerced, a number where a string belongs is a 422;
 * - query strings, path params and headers are text on the wire: "2" becomes 2 there;
 * - a path param the route declares as an integer must be written as a plain decimal (`16`, not `0x10`,
 *   `1e1`, ` 16`, `+16` or `016`, all of which Ajv's coercion would turn into a number); an id that is not
 *   one, or is out of range, names nothing: 404, not a validation error. Other path params (a ZIP) keep their
 *   422 with a field message.
 */

const AJV_OPTIONS = { allErrors: true, verbose: true, keywords: ['errorMessage'] };

const buildFromPool = AjvCompiler();
const coercing = buildFromPool({}, { customOptions: AJV_OPTIONS });
const strict = buildFromPool({}, { customOptions: { ...AJV_OPTIONS, coerceTypes: false } });

const PLAIN_DECIMAL = /^(0|[1-9][0-9]*)$/;

type Validate = ((data: unknown) => unknown) & { errors?: unknown };

function integerProperties(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
  return Object.entries(properties)
    .filter(([, property]) => property.type === 'integer')
    .map(([name]) => name);
}

function pathValidator(
  schema: FastifySchema,
  route: Parameters<FastifySchemaCompiler<unknown>>[0],
): Validate {
  const validate = coercing(route as never) as Validate;
  const integers = integerProperties(schema);
  // Fastify reads `{ error }` as this part's error (the error handler answers the HttpError's 404) and, for a
  // plain `false`, this function's `errors` (a 422 naming the param, e.g. a malformed ZIP).
  const checked: Validate = (data) => {
    const params = (data ?? {}) as Record<string, unknown>;
    const plain = integers.every((name) => {
      const raw = params[name];
      return typeof raw !== 'string' || PLAIN_DECIMAL.test(raw);
    });
    if (!plain) return { error: notFound('Not found.') };
    if (validate(data)) return true;
    const errors = (validate.errors ?? []) as { instancePath?: string }[];
    if (errors.some((error) => integers.some((name) => error.instancePath === `/${name}`))) {
      return { error: notFound('Not found.') };
    }
    checked.errors = validate.errors;
    return false;
  };
  return checked;
}

/** The api's validator compiler (app.ts). */
export const apiValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  if (route.httpPart === 'body') return strict(route as never);
  if (route.httpPart === 'params') return pathValidator(route.schema as FastifySchema, route) as never;
  return coercing(route as never);
};

/**
 * Fastify's own behaviour, coercion in every part: WordPress coerces request arguments, and the
 * WordPress-compatible routes (modules/content) answer form-encoded view counts whose numbers are text.
 */
export const coercingValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => coercing(route as never);
