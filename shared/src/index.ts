// The public surface of @prohive/shared. Runtime code imports only from this root (it is shared as one
// Module Federation singleton); test helpers live at `@prohive/shared/testing`. The UI kit and formatters are
// @prohive/ui, which is not a singleton.
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
