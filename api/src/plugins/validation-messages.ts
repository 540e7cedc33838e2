import type { FastifySchemaValidationError, SchemaErrorDataVar } from 'fastify/types/schema.js';
import type { FieldErrors } from '../http-errors.js';

const TYPE_PHRASES: Record<string, string> = {
  string: 'a string',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

interface AnnotatedSchema {
  errorMessage?: unknown;
}

function fieldPath(error: FastifySchemaValidationError): string {
  const segments = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    segments.push(error.params.missingProperty);
  }
  return segments.join('.');
}

function humanName(field: string): string {
  const last = field.split('.').at(-1) ?? field;
  return last.replace(/_/g, ' ');
}

function messageFor(error: FastifySchemaValidationError, field: string): string {
  const custom = (error as { parentSchema?: AnnotatedSchema }).parentSchema?.errorMessage;
  if (typeof custom === 'string' && error.keyword !== 'required') return custom;

  const name = humanName(field);
  const limit = error.params.limit;
  switch (error.keyword) {
    case 'required':
      return `The ${name} field is required.`;
    case 'type': {
      const expected = String(error.params.type).split(',')[0] ?? 'value';
      return `The ${name} field must be ${TYPE_PHRASES[expected] ?? expected}.`;
    }
    case 'minLength':
      return limit === 1
        ? `The ${name} field is required.`
        : `The ${name} must be at least ${limit} characters.`;
    case 'maxLength':
      return `The ${name} must not be greater than ${limit} characters.`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `The ${name} must be at least ${limit}.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `The ${name} must not be greater than ${limit}.`;
    case 'minItems':
      return `The ${name} must have at least ${limit} items.`;
    case 'maxItems':
      return `The ${name} must not have more than ${limit} items.`;
    case 'format':
      return error.params.format === 'email'
        ? `The ${name} must be a valid email address.`
        : `The ${name} must be a valid ${String(error.params.format)}.`;
    case 'pattern':
      return `The ${name} format is invalid.`;
    case 'additionalProperties':
      return `The ${String(error.params.additionalProperty)} field is not allowed.`;
    default:
      return `The selected ${name} is invalid.`;
  }
}

const PART_NAMES: Record<SchemaErrorDataVar, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

/** Turns schema errors into `{ field: [message] }`, one entry per field, without duplicates. */
export function toFieldErrors(
  errors: FastifySchemaValidationError[],
  part: SchemaErrorDataVar | undefined,
): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) {
    let field = fieldPath(error);
    let message: string;
    if (field === '') {
      // The whole part is the wrong shape (a JSON array or string instead of an object, or nothing at all).
      field = PART_NAMES[part ?? 'body'];
      message =
        field === 'body' ? 'The request body must be a JSON object.' : `The request ${field} is invalid.`;
    } else {
      message = messageFor(error, field);
    }
    const list = (result[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return result;
}
