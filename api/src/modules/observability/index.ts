// The observability module's public face. No other module uses it: app.ts registers its routes (routes.ts); the
// metrics themselves live in lib/metrics.ts so every module can feed a gauge through AppContext.metrics.
export type { RemoteLoad, RemoteLoadOutcome } from './remote-loads.js';
