/**
 * Named views of the generated api types (./generated/openapi.ts, from the api's OpenAPI document): the
 * endpoint files alias what they need from here instead of writing the shapes a second time.
 */
import type { components, paths } from './generated/openapi';

export type { components, paths } from './generated/openapi';
export { REQUEST_LIMITS } from './generated/limits';

/** The api's named schemas (those with a `$id`). */
export type Schemas = components['schemas'];

export type ApiPath = keyof paths;
type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
type Operation<P extends ApiPath, M extends Method> = NonNullable<paths[P][M]>;

/** The JSON request body of an operation. */
export type JsonBody<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** The JSON answer of an operation for one status (200 unless given). */
export type JsonResponse<P extends ApiPath, M extends Method, S extends number = 200> =
  Operation<P, M> extends { responses: { [K in S]: { content: { 'application/json': infer R } } } }
    ? R
    : never;

/** The `data` of an operation's `{ data }` answer. */
export type ResponseData<P extends ApiPath, M extends Method, S extends number = 200> =
  JsonResponse<P, M, S> extends { data: infer D } ? D : never;

/** The query parameters an operation accepts. */
export type QueryParams<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
