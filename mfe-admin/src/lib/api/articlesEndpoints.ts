import { api, type JsonBody, type JsonResponse, type Schemas } from '@prohive/shared';
import { ADMIN_PAGE_SIZE, queryString, type Page } from './listArgs';

export type AdminArticle = Schemas['AdminArticle'];
export type ArticleOptions = Schemas['AdminArticleOptions'];
export type ArticleInput = JsonBody<'/api/admin/articles', 'post'>;

export interface ArticleListArgs {
  status?: AdminArticle['status'];
  search?: string;
  page: number;
}

const ARTICLES = { type: 'Category' as const, id: 'ADMIN_ARTICLES' };
const article = (id: number) => ({ type: 'Category' as const, id: `ADMIN_ARTICLE_${id}` });

/**
 * Blog authoring. The api sanitises the HTML on every save, so the editor's preview shows the article as the
 * api returned it, never the textarea's raw text. (No blog tag exists in the slice; the 'Category' tag with
 * admin-only ids keeps these entries apart from the public category lists.)
 */
export const articlesApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminArticles: build.query<Page<AdminArticle>, ArticleListArgs>({
      query: ({ status, search, page }) =>
        `/admin/articles${queryString({ status, search, page, per_page: ADMIN_PAGE_SIZE })}`,
      providesTags: [ARTICLES],
    }),
    adminArticle: build.query<AdminArticle, number>({
      query: (id) => `/admin/articles/${id}`,
      transformResponse: (response: JsonResponse<'/api/admin/articles/{id}', 'get'>) => response.data,
      providesTags: (_result, _error, id) => [article(id)],
    }),
    articleOptions: build.query<ArticleOptions, void>({
      query: () => '/admin/articles/options',
      transformResponse: (response: JsonResponse<'/api/admin/articles/options', 'get'>) => response.data,
    }),
    createArticle: build.mutation<AdminArticle, ArticleInput>({
      query: (body) => ({ url: '/admin/articles', method: 'POST', body }),
      transformResponse: (response: { data: AdminArticle }) => response.data,
      invalidatesTags: (_result, error) => (error ? [] : [ARTICLES]),
      extraOptions: { maxRetries: 0 },
    }),
    updateArticle: build.mutation<AdminArticle, { id: number; body: ArticleInput }>({
      query: ({ id, body }) => ({ url: `/admin/articles/${id}`, method: 'PUT', body }),
      transformResponse: (response: { data: AdminArticle }) => response.data,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [ARTICLES, article(id)]),
    }),
    setArticlePublished: build.mutation<AdminArticle, { id: number; published: boolean }>({
      query: ({ id, published }) => ({
        url: `/admin/articles/${id}/${published ? 'publish' : 'unpublish'}`,
        method: 'POST',
      }),
      transformResponse: (response: { data: AdminArticle }) => response.data,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [ARTICLES, article(id)]),
    }),
  }),
});

export const {
  useAdminArticlesQuery,
  useAdminArticleQuery,
  useArticleOptionsQuery,
  useCreateArticleMutation,
  useUpdateArticleMutation,
  useSetArticlePublishedMutation,
} = articlesApi;
