// The account screens' test harness is the shared one (@prohive/shared/testing renderScreen), named for this remote.
export {
  ok,
  page,
  renderScreen as renderAccount,
  type Call,
  type Reply,
  type Respond,
} from '@prohive/shared/testing';
