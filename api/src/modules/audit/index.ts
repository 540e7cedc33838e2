// The audit module's public face: other modules import from here, never from its files.
export { recordAudit } from './repository.js';
