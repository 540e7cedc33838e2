// The admin screens' test harness is the shared one (@prohive/shared/testing renderScreen), named for this remote.
export { ok, page, renderScreen as renderAdmin, type Respond } from '@prohive/shared/testing';
