// The public surface of @prohive/shared, shared as one Module Federation singleton and downloaded whole on every
// first visit. What only some screens need has its own entry, a singleton of its own loaded by the first screen
// that imports it: `@prohive/shared/limits` (the api's request limits, for forms). Test helpers live at
// `@prohive/shared/testing`. The UI kit and formatters are @prohive/ui, which is not a singleton.
export * from './brand';
export * from './contracts';
export * from './router';
export * from './config';
export * from './api';
export * from './store';
export * from './session';
export * from './realtime';
export * from './roles';
export * from './location';
export * from './search';
export * from './blog';
export * from './theme';
export * from './ssr';
