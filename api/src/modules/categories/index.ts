// The categories module's public face: other modules import from here, never from its files.
export { categoryCatalogue } from './catalogue.js';
export type { CategoryCatalogue } from './catalogue.js';
