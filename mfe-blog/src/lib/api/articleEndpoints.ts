import { api, loadBlogClient, type BlogPost, type BlogPostSeo } from '@prohive/shared';
import type { SafeHtml } from '../safeHtml';

/** A post whose body is sanitised, what the article page shows (`content` of a {@link BlogPost} is raw). */
export type ArticlePost = Omit<BlogPost, 'content'> & { content: SafeHtml };

/**
 * The article's reads, injected by the article page's own chunk rather than with the lists (blogEndpoints.ts),
 * so a visit to `/blog` downloads neither them nor the code that loads the sanitiser.
 */
export const articleApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The post with its body sanitised here, in the query, rather than when drawn: the server (whose build
     * resolves `../sanitizeContent` to sanitizeContent.server.ts) renders the body into the HTML and hands the
     * browser the same sanitised string in its state, so hydration draws exactly what arrived. The browser's
     * sanitiser (DOMPurify) loads beside the request, only when the browser asks for a post itself.
     */
    getBlogPostBySlug: build.query<ArticlePost | null, string>({
      queryFn: async (slug, { signal }) => {
        const [post, { sanitizeContent }] = await Promise.all([
          loadBlogClient().then((client) => client.getPostBySlug(slug, { signal })),
          import('../sanitizeContent'),
        ]);
        return { data: post && { ...post, content: sanitizeContent(post.content) } };
      },
    }),
    getBlogPostMeta: build.query<BlogPostSeo | null, string | number>({
      queryFn: async (id, { signal }) => ({
        data: await (await loadBlogClient()).getPostMeta(id, { signal }),
      }),
    }),
  }),
});

export const { useGetBlogPostBySlugQuery, useGetBlogPostMetaQuery } = articleApi;
