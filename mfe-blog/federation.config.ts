// This remote's federation options: container 'blog', exposing './routes' (src/routes.tsx), sharing the
// singletons every app agrees on (scripts/webpack/federation.ts).
import { defineRemote } from '../scripts/webpack/federation';

export default defineRemote('blog', __dirname);
