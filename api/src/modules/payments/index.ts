// The payments module's public face: other modules import from here, never from its files.
export { cancelAtStripe, endLiveSubscriptions } from './account.js';
