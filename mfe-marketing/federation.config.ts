// This remote's federation options: container 'marketing', exposing './routes' (src/routes.tsx), sharing the
// singletons every app agrees on (scripts/webpack/federation.ts).
import { defineRemote } from '../scripts/webpack/federation';

export default defineRemote('marketing', __dirname);
