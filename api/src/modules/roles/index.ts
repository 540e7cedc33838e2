// The roles module's public face: other modules import from here, never from its files.
export { ADMIN_ROLES, ROLE_IDS, RoleCatalog, SELF_SERVICE_ROLE_IDS } from './repository.js';
export type { RoleName, RoleResource } from './repository.js';
export { RoleSchema } from './schemas.js';
