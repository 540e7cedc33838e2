import type { FastifySchemaValidationError } from 'fastify/types/schema.js';

/**
 * A WordPress REST error (`WP_Error`): answered as `{ code, message, data: { status, ... } }`, the shape every
 * WordPress client reads, instead of the api's usual `{ message, errors }`.
 */
export class WpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'WpError';
  }

  toBody(): { code: string; message: string; data: Record<string, unknown> } {
    return { code: this.code, message: this.message, data: { status: this.status, ...this.extra } };
  }
}

export interface ParamProblem {
  param: string;
  code: string;
  message: string;
}

/** WordPress's 400 for parameters that fail their schema: one entry per parameter, in request order. */
export function invalidParams(problems: ParamProblem[]): WpError {
  const first = new Map<string, ParamProblem>();
  for (const problem of problems) if (!first.has(problem.param)) first.set(problem.param, problem);
  const names = [...first.keys()];
  return new WpError(400, 'rest_invalid_param', `Invalid parameter(s): ${names.join(', ')}`, {
    params: Object.fromEntries(names.map((name) => [name, first.get(name)!.message])),
    details: Object.fromEntries(
      names.map((name) => {
        const problem = first.get(name)!;
        return [name, { code: problem.code, message: problem.message, data: null }];
      }),
    ),
  });
}

/** WordPress checks required parameters before validating the others. */
export function missingParams(names: string[]): WpError {
  return new WpError(400, 'rest_missing_callback_param', `Missing parameter(s): ${names.join(', ')}`, {
    params: names,
  });
}

export const noRoute = () =>
  new WpError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
export const invalidPostId = () => new WpError(404, 'rest_post_invalid_id', 'Invalid post ID.');
export const invalidUserId = () => new WpError(404, 'rest_user_invalid_id', 'Invalid user ID.');
export const invalidTermId = () => new WpError(404, 'rest_term_invalid', 'Term does not exist.');
export const invalidPageNumber = () =>
  new WpError(
    400,
    'rest_post_invalid_page_number',
    'The page number requested is larger than the number of pages available.',
  );

/** PHP's wp_sprintf_l: "a", "a and b", "a, b, and c". */
function listing(items: readonly unknown[]): string {
  const words = items.map(String);
  if (words.length <= 1) return words.join('');
  if (words.length === 2) return `${words[0]} and ${words[1]}`;
  return `${words.slice(0, -1).join(', ')}, and ${words.at(-1)}`;
}

/** `/categories/0` → `categories[0]`, as WordPress names items of a list parameter. */
function paramName(error: FastifySchemaValidationError): string {
  const [head = '', ...rest] = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  return head + rest.map((part) => `[${part}]`).join('');
}

interface BoundedSchema {
  minimum?: number;
  maximum?: number;
}

/** Ajv's findings in WordPress's words (rest_validate_value_from_schema). */
export function problemFromAjv(error: FastifySchemaValidationError): ParamProblem {
  const param = paramName(error) || String(error.params.missingProperty ?? 'request');
  const schema = ((error as { parentSchema?: BoundedSchema }).parentSchema ?? {}) as BoundedSchema;
  switch (error.keyword) {
    case 'type':
      return {
        param,
        code: 'rest_invalid_type',
        message: `${param} is not of type ${String(error.params.type).split(',').join(',')}.`,
      };
    case 'minimum':
    case 'maximum':
      if (schema.minimum !== undefined && schema.maximum !== undefined) {
        return {
          param,
          code: 'rest_out_of_bounds',
          message: `${param} must be between ${schema.minimum} (inclusive) and ${schema.maximum} (inclusive)`,
        };
      }
      return {
        param,
        code: 'rest_out_of_bounds',
        message:
          error.keyword === 'minimum'
            ? `${param} must be greater than or equal to ${schema.minimum}`
            : `${param} must be less than or equal to ${schema.maximum}`,
      };
    case 'enum':
      return {
        param,
        code: 'rest_not_in_enum',
        message: `${param} is not one of ${listing((error.params.allowedValues as unknown[]) ?? [])}.`,
      };
    case 'required':
      return {
        param: String(error.params.missingProperty),
        code: 'rest_missing_callback_param',
        message: `Missing parameter(s): ${String(error.params.missingProperty)}`,
      };
    default:
      return { param, code: 'rest_invalid_param', message: `${param} is invalid.` };
  }
}
