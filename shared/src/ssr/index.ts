export * from './serverHead';
export * from './siteOrigin';
export * from './useHydrated';
export * from './viewportHint';
export * from './renderTime';
