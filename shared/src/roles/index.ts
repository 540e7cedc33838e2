export * from './constants';
export { dashboardPathFor, roleFlagsFor, type RoleFlags, type WithRole } from './roleRules';
export {
  initialRolesState,
  loadRoles,
  rolesSlice,
  selectRoleList,
  selectRolesState,
  type RolesState,
  type WithRoles,
} from './rolesSlice';
export { useRoleFlags, useRoles, useRolesLoader } from './hooks';
