import { useState } from 'react';
import styled from 'styled-components';
import { PROVIDER_REVIEWS_PAGE_SIZE, useProviderReviewsQuery } from '../../lib/api/providersEndpoints';
import { type ListMeta, type Review } from '../../lib/api/jobsEndpoints';
import { Button, Stars, formatDate } from '@prohive/ui';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  p {
    margin: 0;
    line-height: 1.6;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};

  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function reviewDate(iso: string): string {
  return formatDate(iso, { style: 'monthYear' }) ?? '';
}

export interface ReviewListProps {
  providerId: number;
  /** The first page, as the profile embeds it. */
  first: { data: Review[]; meta: ListMeta };
}

/** A provider's reviews, newest first; the first page comes with the profile, later ones are fetched. */
export function ReviewList({ providerId, first }: ReviewListProps) {
  const [page, setPage] = useState(1);
  const later = useProviderReviewsQuery(
    { id: providerId, page, per_page: PROVIDER_REVIEWS_PAGE_SIZE },
    { skip: page === 1 },
  );
  const current = page === 1 ? first : later.data;
  const lastPage = first.meta.last_page;

  if (first.meta.total === 0) return <p>No reviews yet. Hire this pro and be the first to review them.</p>;

  return (
    <div aria-busy={page > 1 && later.isFetching}>
      {page > 1 && later.isError ? (
        <p role="alert">
          The reviews could not be loaded.{' '}
          <Button type="button" variant="link" onClick={() => void later.refetch()}>
            Try again
          </Button>
        </p>
      ) : current && !(page > 1 && later.isFetching) ? (
        <List aria-label={`Reviews, page ${page} of ${lastPage}`}>
          {current.data.map((review) => (
            <li key={review.id}>
              <Stars rating={review.rating} size={16} />
              <p>{review.body || 'No comment.'}</p>
              <small>
                {review.customer_first_name} · {review.job_title} · {reviewDate(review.created_at)}
              </small>
            </li>
          ))}
        </List>
      ) : (
        <p role="status">Loading reviews…</p>
      )}
      {lastPage > 1 ? (
        <Nav aria-label="Review pages">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Newer reviews
          </Button>
          <span>
            Page {page} of {lastPage}
          </span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page >= lastPage}
            onClick={() => setPage(page + 1)}
          >
            Older reviews
          </Button>
        </Nav>
      ) : null}
    </div>
  );
}
