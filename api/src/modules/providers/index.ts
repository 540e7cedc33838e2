// The providers module's public face: other modules import from here, never from its files.
export { providerCards } from './cards.js';
export type { ProviderCardData } from './cards.js';
export { cardsInOrder, isListedProvider } from './repository.js';
export { ProviderCardFields, ProviderCardSchema } from './schemas.js';
