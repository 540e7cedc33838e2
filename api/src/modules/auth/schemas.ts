import Type from 'typebox';
import { UserSchema } from '../users/index.js';
import { PASSWORD_MAX_LENGTH as MAX_PASSWORD, PASSWORD_MIN_LENGTH } from '../../lib/password-policy.js';

const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });

const RoleChoice = Type.Integer({
  enum: [3, 4],
  errorMessage: 'The selected role is invalid. Choose 3 (user) or 4 (provider).',
});

export const RegisterBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 120 }),
  email: Email,
  password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: MAX_PASSWORD }),
  password_confirmation: Type.String({ maxLength: MAX_PASSWORD }),
  roleId: RoleChoice,
});

export const LoginBody = Type.Object({
  email: Email,
  password: Type.String({ minLength: 1, maxLength: MAX_PASSWORD }),
});

export const GoogleBody = Type.Object({
  id_token: Type.String({ minLength: 1, maxLength: 8192 }),
  roleId: RoleChoice,
});

export const SessionResponse = Type.Object({
  access_token: Type.String(),
  user: UserSchema,
});

/** POST /api/auth/refresh: a new access token (same shape as login) plus when it expires. */
export const RefreshResponse = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_at: Type.String({ format: 'date-time' }),
  user: UserSchema,
});
