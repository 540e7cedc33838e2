import type { AdminArticle, ArticleInput } from '../../lib/api/articlesEndpoints';

/** The editor's fields as typed (strings and ids), before they become the api's body. */
export interface ArticleDraft {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author_id: string;
  category_ids: number[];
  featured_media_id: string;
  seo_title: string;
  seo_description: string;
}

export const EMPTY_DRAFT: ArticleDraft = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  author_id: '',
  category_ids: [],
  featured_media_id: '',
  seo_title: '',
  seo_description: '',
};

export function draftOf(article: AdminArticle): ArticleDraft {
  return {
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    content: article.content,
    author_id: String(article.author.id),
    category_ids: article.categories.map((category) => category.id),
    featured_media_id: article.featured_media_id === null ? '' : String(article.featured_media_id),
    seo_title: article.seo_title ?? '',
    seo_description: article.seo_description ?? '',
  };
}

export type DraftErrors = Partial<Record<keyof ArticleDraft, string>>;

/** What the editor checks before saving; the api checks the rest (slug format and uniqueness, lengths). */
export function draftErrors(draft: ArticleDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.title.trim()) errors.title = 'Give the article a title.';
  if (!draft.content.trim()) errors.content = 'Write the article.';
  if (!draft.author_id) errors.author_id = 'Choose the author.';
  if (draft.category_ids.length === 0) errors.category_ids = 'Choose at least one category.';
  if (draft.seo_title.length > 70) errors.seo_title = 'Keep the SEO title to 70 characters.';
  if (draft.seo_description.length > 160)
    errors.seo_description = 'Keep the SEO description to 160 characters.';
  return errors;
}

export function inputOf(draft: ArticleDraft): ArticleInput {
  return {
    title: draft.title.trim(),
    content: draft.content,
    author_id: Number(draft.author_id),
    category_ids: draft.category_ids,
    ...(draft.slug.trim() ? { slug: draft.slug.trim() } : {}),
    ...(draft.excerpt.trim() ? { excerpt: draft.excerpt.trim() } : {}),
    featured_media_id: draft.featured_media_id ? Number(draft.featured_media_id) : null,
    seo_title: draft.seo_title.trim() || null,
    seo_description: draft.seo_description.trim() || null,
  };
}
