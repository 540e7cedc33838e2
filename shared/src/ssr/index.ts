export * from './serverHead';
export * from './siteOrigin';
export * from './useHydrated';
