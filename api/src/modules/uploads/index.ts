// The uploads module's public face: other modules import from here, never from its files.
export { avatarOf, ownedUploads, photoOf, thumbUrl, uploadUrl } from './repository.js';
export type { Photo } from './repository.js';
