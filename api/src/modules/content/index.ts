// The content module's public face: other modules import from here, never from its files.
export { parseIllustrationKey } from './illustrations.js';
export { contentDb } from './schema.js';
export type { ContentDatabase } from './schema.js';
export { siteUrls } from './serialize.js';
export { categoryPath } from './text.js';
