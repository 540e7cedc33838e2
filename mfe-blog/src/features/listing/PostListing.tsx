import { useId, type ReactNode } from 'react';
import { useLocation, useSearchParams } from '@prohive/shared';
import { LinkPager, StatusPanel, Button, RefreshIcon } from '@prohive/ui';
import styled from 'styled-components';
import { type BlogPostsQuery } from '@prohive/shared';
import { useGetBlogPostsQuery } from '../../lib/api/blogEndpoints';
import { PostCard } from '../../components/PostCard';
import { PostGrid, PostGridSkeleton } from '../../components/PostGrid';
import { withPage } from './usePageParam';

/** Three rows of three on wide screens; page 1 of the blog shows the three featured posts above six more. */
export const BLOG_PAGE_SIZE = 9;

/** Spec §8's words for a blog list that could not be read. */
export const LOAD_FAILED_TEXT = 'Failed to load blog posts. Please try again later.';

const Featured = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin: 0 0 ${({ theme }) => theme.space(10)};
  padding: 0;
  list-style: none;

  @media (min-width: 900px) {
    grid-template-columns: repeat(2, 1fr);
    & > li:first-child {
      grid-column: 1 / -1;
    }
  }
`;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export interface PostListingProps {
  /** What to list (categories, search); page and size come from the other props. */
  query: Omit<BlogPostsQuery, 'page' | 'perPage'>;
  page: number;
  perPage: number;
  /** Names the pagination landmark. */
  label: string;
  /** On page 1, this many leading posts are shown large, under their own heading. */
  featured?: number;
  /** A visible h2 over the posts after the featured ones; none when the page heading already says it. */
  heading?: string;
  empty: { title: string; text: ReactNode; actions?: ReactNode };
}

/**
 * One page of posts with every state a list has: placeholders while loading, the §8 failure message with a
 * retry, an empty list, a page past the end, and otherwise the posts (featured first) with pagination.
 */
export function PostListing({ query, page, perPage, label, featured = 0, heading, empty }: PostListingProps) {
  const { currentData, isFetching, isError, refetch } = useGetBlogPostsQuery({ ...query, page, perPage });
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const headingId = useId();

  if (!currentData && isFetching) return <PostGridSkeleton count={Math.min(perPage, 6)} />;

  if (!currentData || currentData.failed || isError) {
    return (
      <StatusPanel
        tone="error"
        title="Something went wrong"
        actions={
          <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
            <RefreshIcon /> {isFetching ? 'Trying again…' : 'Try again'}
          </Button>
        }
      >
        <p>{LOAD_FAILED_TEXT}</p>
      </StatusPanel>
    );
  }

  const { posts, totalPages, total } = currentData;
  if (posts.length === 0 && page > 1) {
    return (
      <StatusPanel
        title={`There is no page ${page}`}
        actions={
          <Button to={`${pathname}${withPage(params, 1)}`} variant="outline">
            Go to the first page
          </Button>
        }
      >
        <p>This list has fewer pages. It may have changed since the link was made.</p>
      </StatusPanel>
    );
  }
  if (posts.length === 0) {
    return (
      <StatusPanel title={empty.title} actions={empty.actions}>
        {typeof empty.text === 'string' ? <p>{empty.text}</p> : empty.text}
      </StatusPanel>
    );
  }

  const lead = page === 1 ? posts.slice(0, featured) : [];
  const rest = posts.slice(lead.length);
  return (
    <div aria-busy={isFetching}>
      {lead.length > 0 ? (
        <section aria-labelledby={`${headingId}-featured`}>
          <h2 id={`${headingId}-featured`}>Featured</h2>
          <Featured>
            {lead.map((post, index) => (
              <li key={post.id}>
                <PostCard post={post} variant={index === 0 ? 'featured' : 'standard'} eager={index === 0} />
              </li>
            ))}
          </Featured>
        </section>
      ) : null}
      {rest.length > 0 ? (
        <section aria-labelledby={heading ? headingId : undefined}>
          {heading ? <h2 id={headingId}>{heading}</h2> : null}
          <Count>
            {total === 1 ? '1 article' : `${total} articles`}
            {totalPages > 1 ? ` · page ${page} of ${totalPages}` : ''}
          </Count>
          <PostGrid posts={rest} eagerCount={lead.length > 0 ? 0 : 3} />
        </section>
      ) : null}
      <LinkPager page={page} lastPage={totalPages} label={label} />
    </div>
  );
}
