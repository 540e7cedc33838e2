// The users module's public face: other modules import from here, never from its files.
export {
  EmailTakenError,
  findUserByEmail,
  findUserByGoogleSubject,
  findUserById,
  insertUser,
  loadUserResource,
} from './repository.js';
export type { UserResource } from './repository.js';
export { UserSchema } from './schemas.js';
