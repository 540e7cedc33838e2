import {
  api,
  type DataEnvelope,
  type JsonBody,
  type JsonResponse,
  type ResponseData,
  type Schemas,
} from '@prohive/shared';
import { ADMIN_PAGE_SIZE, queryString, type Page } from './listArgs';

export type AdminArticle = Schemas['AdminArticle'];
export type ArticleOptions = Schemas['AdminArticleOptions'];
export type ArticleInput = JsonBody<'/api/admin/articles', 'post'>;
export type MediaInput = JsonBody<'/api/admin/articles/media', 'post'>;
export type MediaOption = ArticleOptions['media'][number];
/** What POST /api/uploads answers (the OpenAPI document does not describe the multipart request). */
export type Upload = ResponseData<'/api/uploads', 'post', 201>;

export const BLOG_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_BLOG_IMAGE_BYTES = 8 * 1024 * 1024;

/** Why this file cannot be a blog image, or null; the api decides from the bytes, this spares a round trip. */
export function blogImageProblem(file: Pick<Blob, 'size' | 'type'>): string | null {
  if (!(BLOG_IMAGE_TYPES as readonly string[]).includes(file.type))
    return 'Choose a JPEG, PNG or WebP image.';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > MAX_BLOG_IMAGE_BYTES) return 'The image is too large (maximum 8 MB).';
  return null;
}

export interface ArticleListArgs {
  status?: AdminArticle['status'];
  search?: string;
  page: number;
}

const ARTICLES = { type: 'Category' as const, id: 'ADMIN_ARTICLES' };
const OPTIONS = { type: 'Category' as const, id: 'ADMIN_ARTICLE_OPTIONS' };
const article = (id: number) => ({ type: 'Category' as const, id: `ADMIN_ARTICLE_${id}` });

/**
 * Blog authoring. The api sanitises the HTML on every save, and the editor's live preview asks the api to
 * sanitise the unsaved text the same way, so the preview never renders the textarea's raw text. (No blog tag exists in the slice; the 'Category' tag with
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
      providesTags: [OPTIONS],
    }),
    /** The unsaved editor text, sanitised by the api exactly as a save would; nothing is stored. */
    previewArticle: build.mutation<string, string>({
      query: (content) => ({ url: '/admin/articles/preview', method: 'POST', body: { content } }),
      transformResponse: (response: JsonResponse<'/api/admin/articles/preview', 'post'>) =>
        response.data.content,
    }),
    /** Step one of a new featured image: the uploads module sniffs and re-encodes it (purpose blog_image). */
    uploadBlogImage: build.mutation<Upload, File>({
      query: (file) => {
        // `purpose` first so the api knows the rules before the bytes; the browser sets the multipart boundary.
        const body = new FormData();
        body.append('purpose', 'blog_image');
        body.append('file', file, file.name);
        return { url: '/uploads', method: 'POST', body };
      },
      transformResponse: (response: DataEnvelope<Upload>) => response.data,
      extraOptions: { maxRetries: 0 },
    }),
    /** Step two: the upload becomes one of the images an article can name. */
    createArticleMedia: build.mutation<MediaOption, MediaInput>({
      query: (body) => ({ url: '/admin/articles/media', method: 'POST', body }),
      transformResponse: (response: { data: MediaOption }) => response.data,
      invalidatesTags: (_result, error) => (error ? [] : [OPTIONS]),
      extraOptions: { maxRetries: 0 },
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
  usePreviewArticleMutation,
  useUploadBlogImageMutation,
  useCreateArticleMediaMutation,
  useCreateArticleMutation,
  useUpdateArticleMutation,
  useSetArticlePublishedMutation,
} = articlesApi;
