import {
  api,
  loadBlogClient,
  type BlogCategory,
  type BlogPost,
  type BlogPostsPage,
  type BlogPostsQuery,
} from '@prohive/shared';

export interface RelatedPostsArgs {
  post: Pick<BlogPost, 'id' | 'categoryId'>;
  /** Defaults to 4. */
  limit?: number;
}

/**
 * Blog reads (spec §7) as endpoints of the one api slice, owned by this remote and injected when it loads
 * (docs/decisions/shell-and-federation.md §27; the homepage's blog band in mfe-marketing injects its own
 * `homeBlogPosts`). They use `queryFn` because the browser reads WordPress directly, not through the product
 * api's base query; the client (in @prohive/shared, which both remotes use) never fails, so neither do they: a
 * failure arrives as the §8 empty result (and `failed: true` on a page of posts). The article's own reads are
 * in articleEndpoints.ts.
 */
export const blogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBlogPosts: build.query<BlogPostsPage, BlogPostsQuery | void>({
      queryFn: async (query, { signal }) => ({
        data: await (await loadBlogClient()).getPosts(query ?? {}, { signal }),
      }),
    }),
    getBlogCategories: build.query<BlogCategory[], void>({
      queryFn: async (_arg, { signal }) => ({
        data: await (await loadBlogClient()).getCategories({ signal }),
      }),
    }),
    getRelatedPosts: build.query<BlogPost[], RelatedPostsArgs>({
      queryFn: async ({ post, limit }, { signal }) => ({
        data: await (await loadBlogClient()).getRelatedPosts(post, limit, { signal }),
      }),
      // Only what the call depends on, so passing a whole post (whose body may change) does not refetch. An
      // object, not a string, so RTK still prefixes the endpoint name to the cache key.
      serializeQueryArgs: ({ queryArgs }) => ({
        id: queryArgs.post.id,
        categoryId: queryArgs.post.categoryId,
        limit: queryArgs.limit ?? null,
      }),
    }),
    getPopularPosts: build.query<BlogPost[], number | void>({
      queryFn: async (limit, { signal }) => ({
        data: await (await loadBlogClient()).getPopularPosts(limit ?? undefined, { signal }),
      }),
    }),
    /** Counts one read of a post for the popular list; never fails the caller. */
    reportBlogView: build.mutation<boolean, string | number>({
      queryFn: async (id) => ({ data: await (await loadBlogClient()).reportView(id) }),
    }),
  }),
});

export const {
  useGetBlogPostsQuery,
  useGetBlogCategoriesQuery,
  useGetRelatedPostsQuery,
  useGetPopularPostsQuery,
  useReportBlogViewMutation,
} = blogApi;
