import { api, loadBlogClient, type BlogPostsPage } from '@prohive/shared';

/**
 * The homepage's latest blog posts. mfe-blog owns the blog's endpoints (`getBlogPosts` and the rest); remotes
 * never import each other and the same endpoint name injected twice would leave the first remote to load in
 * charge, so this remote injects its own under its own name (docs/decisions/shell-and-federation.md §27). It
 * reads through the same blog client from @prohive/shared, which never fails: a failure arrives as the §8
 * empty result with `failed: true`.
 */
export const homeBlogApi = api.injectEndpoints({
  endpoints: (build) => ({
    homeBlogPosts: build.query<BlogPostsPage, number>({
      queryFn: async (perPage, { signal }) => ({
        data: await (await loadBlogClient()).getPosts({ perPage }, { signal }),
      }),
    }),
  }),
});

export const { useHomeBlogPostsQuery } = homeBlogApi;
