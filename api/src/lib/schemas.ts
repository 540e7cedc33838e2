import Type from 'typebox';

/** Shapes every module's routes share: the error body, an id in the path, a list's paging meta. */

export const ErrorSchema = Type.Object(
  {
    message: Type.String(),
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  },
  { $id: 'Error' },
);

/**
 * An id in the path. Written as a plain decimal (`16`; not `0x10`, `1e1`, ` 16`, `+16`, `016`), else the path
 * names nothing and the answer is 404: lib/validation.ts checks every integer path param that way.
 */
export const IdParams = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
  { additionalProperties: false },
);

export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
};

export function listMeta(page: number, perPage: number, total: number) {
  return { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

export const ListMetaSchema = Type.Object({
  page: Type.Integer(),
  per_page: Type.Integer(),
  total: Type.Integer(),
  last_page: Type.Integer(),
});
