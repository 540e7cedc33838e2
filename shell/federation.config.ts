// The host's federation options: no build-time remotes (registered at run time from /remotes.json),
// 'loaded-first' sharing and the singletons every app agrees on (scripts/webpack/federation.ts).
import path from 'node:path';
import { defineHost, type FederationOptions } from '../scripts/webpack/federation';

const federation: FederationOptions = defineHost(__dirname, {
  runtimePlugins: [path.join(__dirname, 'src', 'federation', 'yieldBetweenSharesPlugin.ts')],
});

export default federation;
