// The blog's types, constants and card helpers. The WordPress client and its mapping are loaded on demand
// through loadBlogClient (see siteClient.ts), so they are not exported here.
export * from './types';
export * from './constants';
export { rewriteBlogHost, rewriteBlogHostDeep } from './hostRewrite';
export type { BlogMappingContext } from './mapping';
export { categoryPath, excerptForCard, readTimeMinutes } from './cards';
export type { BlogFetch, BlogLogger, BlogRequestInit, BlogResponse } from './wpRequest';
export type { BlogCallOptions, BlogClient, BlogClientOptions } from './client';
export { loadBlogClient } from './siteClient';
