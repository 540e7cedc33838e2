// The host's federation options: no build-time remotes (registered at run time from /remotes.json),
// 'loaded-first' sharing and the singletons every app agrees on (scripts/webpack/federation.ts).
import { defineHost, type FederationOptions } from '../scripts/webpack/federation';

const federation: FederationOptions = defineHost(__dirname);

export default federation;
