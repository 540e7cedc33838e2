import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { validationFailed } from '../http-errors.js';

type Offence = (value: unknown, key: string) => boolean;

/** The path of the first value (or key) in the input that offends, or null. */
function findOffending(input: unknown, offends: Offence): string | null {
  // Iterative, so a deeply nested body cannot overflow the stack.
  const pending: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (offends(value, '')) return path;
    if (Array.isArray(value)) {
      value.forEach((item, index) =>
        pending.push({ value: item, path: path ? `${path}.${index}` : String(index) }),
      );
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (offends(undefined, key)) return path;
        pending.push({ value: item, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return null;
}

const containsNul: Offence = (value, key) =>
  key.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000'));
const notFinite: Offence = (value) => typeof value === 'number' && !Number.isFinite(value);

function rejectIfAny(request: FastifyRequest, offends: Offence, problem: string): void {
  for (const [part, partName] of [
    [request.params, 'path'],
    [request.query, 'query'],
    [request.body, 'body'],
  ] as const) {
    const field = findOffending(part, offends);
    if (field !== null) {
      const name = field || partName;
      throw validationFailed({ [name]: [`The ${name.split('.').at(-1)} ${problem}.`] });
    }
  }
}

/**
 * Input that passes a schema yet cannot reach PostgreSQL, refused for every route with a 422 naming the field
 * rather than surfacing as a database error (a 500):
 * - U+0000 anywhere, keys included: PostgreSQL text and jsonb cannot hold it;
 * - non-finite numbers after validation: Ajv's type coercion turns "1e309" into Infinity and then accepts it
 *   as an integer, which PostgreSQL refuses.
 */
async function inputHygienePlugin(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', async (request) =>
    rejectIfAny(request, containsNul, 'must not contain NUL characters'),
  );
  app.addHook('preHandler', async (request) => rejectIfAny(request, notFinite, 'must be a finite number'));
}

export default fp(inputHygienePlugin, { name: 'prohive-input-hygiene', fastify: '5.x' });
