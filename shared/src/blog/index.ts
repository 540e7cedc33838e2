export * from './types';
export * from './constants';
export { decodeEntities, stripMarkup } from './text';
export { rewriteBlogHost, rewriteBlogHostDeep } from './hostRewrite';
export { isWpError, mapWpCategory, mapWpPost, mapYoastHead, type BlogMappingContext } from './mapping';
export { categoryPath, excerptForCard, readTimeMinutes } from './cards';
export type { BlogFetch, BlogLogger, BlogRequestInit, BlogResponse } from './wpRequest';
export { createBlogClient, type BlogCallOptions, type BlogClient, type BlogClientOptions } from './client';
export { getBlogClient } from './siteClient';
