// This remote's federation options: container 'account', exposing './routes' (src/routes.tsx), sharing the
// singletons every app agrees on (scripts/webpack/federation.ts).
import { defineRemote, type FederationOptions } from '../scripts/webpack/federation';

const federation: FederationOptions = defineRemote('account', __dirname);

export default federation;
