export * from './publicPages';
export * from './remotes';
export * from './runtimeConfig';
export * from './remoteStatus';
export * from './remoteStatusRegistry';
export * from './contractVersion';
