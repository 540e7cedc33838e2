import { useState, type FormEvent } from 'react';
import { Link } from '@prohive/shared';
import { Button, formatDate, LinkPager } from '@prohive/ui';
import { Badge, Field, Filters, Item, ItemList, Muted, PageHeading, QueryState } from '../../components/ui';
import { useAdminArticlesQuery, type ArticleListArgs } from '../../lib/api/articlesEndpoints';
import { ADMIN_PATHS } from '../../lib/paths';
import { useListParams } from '../../lib/useListParams';

function statusFilter(value: string): ArticleListArgs['status'] {
  return value === 'draft' || value === 'publish' ? value : undefined;
}

/** Blog articles, drafts included, most recently changed first. */
export function ArticlesScreen() {
  const { page, get, setFilters } = useListParams();
  const [draft, setDraft] = useState(get('search'));
  const { data, isLoading, isFetching, isError, refetch } = useAdminArticlesQuery({
    status: statusFilter(get('status')),
    search: get('search') || undefined,
    page,
  });
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ search: draft.trim() });
  };
  return (
    <>
      <PageHeading
        title="Blog articles"
        intro="Write, preview and publish the articles of the Prohive blog."
        actions={<Button to={ADMIN_PATHS.newArticle}>New article</Button>}
      />
      <Filters onSubmit={onSearch} role="search" aria-label="Find articles">
        <Field>
          Title
          <input type="search" value={draft} onChange={(event) => setDraft(event.target.value)} />
        </Field>
        <Button type="submit">Search</Button>
        <Field>
          Status
          <select value={get('status')} onChange={(event) => setFilters({ status: event.target.value })}>
            <option value="">Any status</option>
            <option value="draft">Draft</option>
            <option value="publish">Published</option>
          </select>
        </Field>
      </Filters>
      <QueryState
        isLoading={isLoading}
        isError={isError}
        isEmpty={data?.data.length === 0}
        emptyTitle="No articles"
        emptyText="Write the first one with New article."
        onRetry={() => void refetch()}
      >
        <ItemList aria-busy={isFetching}>
          {data?.data.map((article) => (
            <Item key={article.id}>
              <div>
                <Link to={ADMIN_PATHS.article(article.id)}>{article.title}</Link>
                <div>
                  <Muted>
                    {article.author.name} · {article.categories.map((category) => category.name).join(', ')} ·
                    changed {formatDate(article.modified_at)}
                  </Muted>
                </div>
              </div>
              <Badge $tone={article.status === 'publish' ? 'good' : 'waiting'}>
                {article.status === 'publish' ? 'published' : 'draft'}
              </Badge>
            </Item>
          ))}
        </ItemList>
        {data && <LinkPager page={data.meta.page} lastPage={data.meta.last_page} label="Article pages" />}
      </QueryState>
    </>
  );
}
