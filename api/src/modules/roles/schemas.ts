import Type from 'typebox';

export const RoleSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    guard_name: Type.String(),
    permissions: Type.Array(Type.String()),
  },
  { $id: 'Role' },
);
