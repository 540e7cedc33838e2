// The plans module's public face: other modules import from here, never from its files.
export { checkoutIds, derivedCheckoutIds } from './repository.js';
