import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { Link, useNavigate } from '@prohive/shared';
import { Button } from '@prohive/ui';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LabeledField } from '../../components/LabeledField';
import { Actions, Badge, FieldError, Muted, PageHeading, Panel, QueryState } from '../../components/ui';
import { errorMessage, errorStatus } from '../../lib/apiErrors';
import {
  useAdminArticleQuery,
  useArticleOptionsQuery,
  useCreateArticleMutation,
  useSetArticlePublishedMutation,
  useUpdateArticleMutation,
  type AdminArticle,
  type ArticleOptions,
} from '../../lib/api/articlesEndpoints';
import { ADMIN_PATHS } from '../../lib/paths';
import { serverFieldErrors } from '../../lib/serverErrors';
import { FeaturedImageUpload } from './FeaturedImageUpload';
import { useLivePreview } from './useLivePreview';
import {
  draftErrors,
  draftOf,
  EMPTY_DRAFT,
  inputOf,
  type ArticleDraft,
  type DraftErrors,
} from './articleForm';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};

  > ${Panel} {
    margin: 0;
  }

  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  textarea.content {
    min-height: 320px;
    font-family: ui-monospace, monospace;
  }
`;

const Categories = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  label {
    display: inline-flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    min-height: 32px;
  }
`;

const FormActions = styled(Actions)`
  margin-top: ${({ theme }) => theme.space(6)};
`;

const Thumbnail = styled.img`
  display: block;
  max-width: 240px;
  max-height: 160px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Preview = styled.iframe`
  display: block;
  width: 100%;
  min-height: 480px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/**
 * The preview document: the api's sanitised HTML (of the unsaved text, see useLivePreview), in an iframe with an
 * empty sandbox (no scripts, no same-origin access) so even a sanitiser slip could not reach the admin's session.
 * The title is the draft's, escaped; the featured image is the picked one.
 */
function previewDocument(title: string, html: string, imageUrl: string | null): string {
  const escape = (text: string) =>
    text.replace(
      /[&<>"]/g,
      (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
    );
  const image = imageUrl ? `<img class="featured" src="${escape(imageUrl)}" alt="">` : '';
  return `<!doctype html><meta charset="utf-8"><style>body{font:16px/1.6 system-ui,sans-serif;margin:16px;max-width:70ch}img{max-width:100%}.banner{font:600 12px system-ui,sans-serif;letter-spacing:.08em;text-transform:uppercase;background:#fff3cd;color:#5c4400;padding:4px 8px;border-radius:4px;display:inline-block}</style><p class="banner">Preview · not saved</p><h1>${escape(title)}</h1>${image}${html}`;
}

function Editor({ article, options }: { article: AdminArticle | null; options: ArticleOptions }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ArticleDraft>(article ? draftOf(article) : EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);
  const [create, creation] = useCreateArticleMutation();
  const [update, updating] = useUpdateArticleMutation();
  const [setPublished, publishing] = useSetArticlePublishedMutation();
  const busy = creation.isLoading || updating.isLoading || publishing.isLoading;
  const preview = useLivePreview(draft.content, article?.content ?? null);
  const featured = options.media.find((media) => String(media.id) === draft.featured_media_id) ?? null;

  const set = <K extends keyof ArticleDraft>(name: K, value: ArticleDraft[K]) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setDirty(true);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = draftErrors(draft);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const body = inputOf(draft);
    const result = article ? await update({ id: article.id, body }) : await create(body);
    if ('error' in result) {
      setErrors((serverFieldErrors(result.error) ?? {}) as DraftErrors);
      setFailure(errorMessage(result.error, 'The article could not be saved. Try again.'));
      return;
    }
    setDirty(false);
    toast.success(article ? 'Article saved.' : 'Draft created.');
    if (!article) navigate(ADMIN_PATHS.article(result.data.id), { replace: true });
  };

  const publish = async (published: boolean) => {
    if (!article) return null;
    const result = await setPublished({ id: article.id, published });
    if ('error' in result) return errorMessage(result.error, 'That did not work. Try again.');
    toast.success(published ? 'Article published.' : 'Article unpublished.');
    return null;
  };

  const text = (
    name: keyof ArticleDraft,
    label: string,
    extra: { className?: string; multiline?: boolean } = {},
  ) => (
    <LabeledField label={label} error={errors[name]}>
      {(a11y) =>
        extra.multiline ? (
          <textarea
            className={extra.className}
            value={draft[name] as string}
            onChange={(event) => set(name, event.target.value)}
            {...a11y}
          />
        ) : (
          <input
            value={draft[name] as string}
            onChange={(event) => set(name, event.target.value)}
            {...a11y}
          />
        )
      }
    </LabeledField>
  );

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      {article && (
        <p>
          <Badge $tone={article.status === 'publish' ? 'good' : 'waiting'}>
            {article.status === 'publish' ? 'published' : 'draft'}
          </Badge>{' '}
          {article.status === 'publish' && <a href={article.link}>View on the blog</a>}
        </p>
      )}
      {failure && (
        <p role="alert">
          <FieldError>{failure}</FieldError>
        </p>
      )}
      <Columns>
        <Panel aria-labelledby="article-write">
          <h2 id="article-write">Write</h2>
          <Stack>
            {text('title', 'Title')}
            {text('content', 'Content (HTML)', { className: 'content', multiline: true })}
            {text('excerpt', 'Excerpt', { multiline: true })}
            <Categories aria-describedby={errors.category_ids ? 'article-categories-error' : undefined}>
              <legend>Categories</legend>
              {options.categories.map((category) => (
                <label key={category.id}>
                  <input
                    type="checkbox"
                    checked={draft.category_ids.includes(category.id)}
                    onChange={(event) =>
                      set(
                        'category_ids',
                        event.target.checked
                          ? [...draft.category_ids, category.id]
                          : draft.category_ids.filter((id) => id !== category.id),
                      )
                    }
                  />
                  {category.name}
                </label>
              ))}
            </Categories>
            {errors.category_ids && (
              <FieldError id="article-categories-error">{errors.category_ids}</FieldError>
            )}
            <LabeledField label="Author" error={errors.author_id}>
              {(a11y) => (
                <select
                  value={draft.author_id}
                  onChange={(event) => set('author_id', event.target.value)}
                  {...a11y}
                >
                  <option value="">Choose…</option>
                  {options.authors.map((author) => (
                    <option key={author.id} value={author.id}>
                      {author.name}
                    </option>
                  ))}
                </select>
              )}
            </LabeledField>
            <LabeledField label="Featured image" error={errors.featured_media_id}>
              {(a11y) => (
                <select
                  value={draft.featured_media_id}
                  onChange={(event) => set('featured_media_id', event.target.value)}
                  {...a11y}
                >
                  <option value="">None</option>
                  {options.media.map((media) => (
                    <option key={media.id} value={media.id}>
                      {media.title}
                    </option>
                  ))}
                </select>
              )}
            </LabeledField>
            {featured && <Thumbnail src={featured.url} alt={`Featured image: ${featured.title}`} />}
            <FeaturedImageUpload
              onAdded={(media) => {
                set('featured_media_id', String(media.id));
                toast.success(`Image “${media.title}” added and chosen.`);
              }}
            />
            {text('slug', 'Slug (blank: from the title)')}
            {text('seo_title', 'SEO title (up to 70 characters)')}
            {text('seo_description', 'SEO description (up to 160 characters)', { multiline: true })}
          </Stack>
        </Panel>
        <Panel aria-labelledby="article-preview">
          <h2 id="article-preview">
            Preview <Badge $tone="waiting">Not saved</Badge>
          </h2>
          <Muted aria-live="polite">
            {preview.pending
              ? 'Updating…'
              : 'What you are writing, sanitised as saving will; nothing is saved until you press Save.'}
          </Muted>
          {preview.error && (
            <p role="alert">
              <FieldError>{preview.error}</FieldError>
            </p>
          )}
          {preview.html !== null ? (
            <Preview
              title="Article preview"
              sandbox=""
              srcDoc={previewDocument(draft.title, preview.html, featured?.url ?? null)}
            />
          ) : (
            <Muted>Start writing to see the preview.</Muted>
          )}
        </Panel>
      </Columns>
      <FormActions>
        <Button type="submit" disabled={busy}>
          {article ? 'Save' : 'Save draft'}
        </Button>
        {article?.status === 'draft' && (
          <Button variant="success" disabled={busy || dirty} onClick={() => void publish(true)}>
            Publish
          </Button>
        )}
        {article?.status === 'publish' && (
          <Button variant="outline" disabled={busy} onClick={() => setConfirmUnpublish(true)}>
            Unpublish
          </Button>
        )}
      </FormActions>
      <ConfirmDialog
        open={confirmUnpublish}
        title="Unpublish this article?"
        description="It leaves the blog at once and becomes a draft."
        confirmLabel="Unpublish"
        confirmVariant="destructive"
        onClose={() => setConfirmUnpublish(false)}
        onConfirm={() => publish(false)}
      />
    </form>
  );
}

/** Write a new article (`id` null) or edit one. */
export function ArticleEditorScreen({ id }: { id: number | null }) {
  const existing = useAdminArticleQuery(id ?? 0, { skip: id === null });
  const options = useArticleOptionsQuery();
  const status = errorStatus(existing.error);
  const notFound = status === 404 || status === 422;
  return (
    <>
      <PageHeading
        title={id === null ? 'New article' : (existing.data?.title ?? 'Article')}
        intro={<Link to={ADMIN_PATHS.articles}>All articles</Link>}
      />
      <QueryState
        isLoading={existing.isLoading || options.isLoading}
        isError={(existing.isError && !notFound) || options.isError}
        isEmpty={notFound}
        emptyTitle="No such article"
        onRetry={() => {
          if (id !== null) void existing.refetch();
          void options.refetch();
        }}
      >
        {options.data && (id === null || existing.data) && (
          <Editor key={existing.data?.id ?? 'new'} article={existing.data ?? null} options={options.data} />
        )}
      </QueryState>
    </>
  );
}
