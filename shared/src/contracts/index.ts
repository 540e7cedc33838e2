export * from './remotes';
export * from './runtimeConfig';
