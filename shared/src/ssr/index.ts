export * from './serverHead';
export * from './siteOrigin';
