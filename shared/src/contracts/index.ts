export * from './publicPages';
export * from './remotes';
export * from './runtimeConfig';
export * from './contractVersion';
