import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { REQUEST_LIMITS, apiErrorMessage } from '@prohive/shared';
import { useCreateReviewMutation, type JobDetail, type Review } from '../../lib/api/jobsEndpoints';
import { Button, Stars } from '@prohive/ui';
import {
  FieldBlock,
  FieldError,
  Hint,
  Label,
  TextArea,
  controlProps,
  errorId,
  fieldId,
} from '../../components/formParts';
import { formatDate } from './format';
import { Panel, PanelTitle } from './layout';

export const REVIEW_MAX = REQUEST_LIMITS['POST /api/jobs/{id}/review'].body.maxLength;
const RATING_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;
type Rating = 1 | 2 | 3 | 4 | 5;

/**
 * 1–5 stars as a native radio group (arrow keys move, the label says '4 stars: Very good'), drawn as stars that
 * fill up to the chosen or hovered one.
 */
function StarInput({
  value,
  onChange,
  invalid,
}: {
  value: Rating | 0;
  onChange: (rating: Rating) => void;
  invalid: boolean;
}) {
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <StarGroup
      role="radiogroup"
      aria-labelledby="review-rating-label"
      aria-describedby={invalid ? errorId('review_rating') : undefined}
      onMouseLeave={() => setHover(0)}
    >
      {([1, 2, 3, 4, 5] as const).map((rating) => (
        <StarLabel key={rating} $on={rating <= shown} onMouseEnter={() => setHover(rating)}>
          <input
            id={rating === 1 ? fieldId('review_rating') : undefined}
            type="radio"
            name="review_rating"
            value={rating}
            checked={value === rating}
            onChange={() => onChange(rating)}
            aria-label={`${rating} star${rating === 1 ? '' : 's'}: ${RATING_WORDS[rating]}`}
          />
          <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
            <path d="M12 2.5l2.9 6.2 6.6.7-5 4.5 1.4 6.6L12 17.2 6.1 20.5l1.4-6.6-5-4.5 6.6-.7z" />
          </svg>
        </StarLabel>
      ))}
      {shown > 0 && <Word aria-hidden="true">{RATING_WORDS[shown]}</Word>}
    </StarGroup>
  );
}

function ReviewForm({ job }: { job: JobDetail }) {
  const [rating, setRating] = useState<Rating | 0>(0);
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; body?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [create, creating] = useCreateReviewMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (rating === 0) found.rating = 'Choose a rating from 1 to 5 stars.';
    if (body.length > REVIEW_MAX) found.body = `Keep the review to ${REVIEW_MAX} characters or fewer.`;
    setErrors(found);
    if (found.rating) return document.getElementById(fieldId('review_rating'))?.focus();
    if (found.body) return document.getElementById(fieldId('review_body'))?.focus();
    setFailure(null);
    const result = await create({ jobId: job.id, rating: rating as Rating, body: body.trim() });
    if (result.error) setFailure(apiErrorMessage(result.error));
    else toast.success('Thank you. Your review is published.');
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label="Review the professional">
      <FieldBlock>
        <Label as="span" id="review-rating-label">
          Your rating
        </Label>
        <StarInput
          value={rating}
          onChange={(next) => {
            setRating(next);
            setErrors((e) => ({ ...e, rating: undefined }));
          }}
          invalid={Boolean(errors.rating)}
        />
        <FieldError name="review_rating" message={errors.rating} />
      </FieldBlock>
      <FieldBlock>
        <Label htmlFor={fieldId('review_body')}>Your review</Label>
        <TextArea
          {...controlProps('review_body', errors.body, `${fieldId('review_body')}-hint`)}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
        <Hint id={`${fieldId('review_body')}-hint`}>
          How did it go? Other customers read this. {body.length}/{REVIEW_MAX}
        </Hint>
        <FieldError name="review_body" message={errors.body} />
      </FieldBlock>
      {failure && <Failure role="alert">{failure}</Failure>}
      <div>
        <Button type="submit" disabled={creating.isLoading} aria-busy={creating.isLoading}>
          Publish review
        </Button>
      </div>
    </Form>
  );
}

export function PublishedReview({ review }: { review: Review }) {
  return (
    <figure data-testid="job-review" style={{ margin: 0 }}>
      <Stars rating={review.rating} showValue />
      {review.body && <ReviewText>{review.body}</ReviewText>}
      <Hint as="figcaption">
        {review.customer_first_name}, {formatDate(review.created_at)}
      </Hint>
    </figure>
  );
}

/** After completion: the owner's review form (once), or the published review for anyone. */
export function ReviewSection({ job }: { job: JobDetail }) {
  if (job.status !== 'completed') return null;
  if (!job.review && !job.viewer.can_review) return null;
  return (
    <Panel id="review" aria-labelledby="review-title">
      <PanelTitle id="review-title">{job.review ? 'Review' : 'Review the professional'}</PanelTitle>
      {job.review ? <PublishedReview review={job.review} /> : <ReviewForm job={job} />}
    </Panel>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const StarGroup = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

const StarLabel = styled.label<{ $on: boolean }>`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.sm};

  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  svg {
    fill: ${({ theme, $on }) => ($on ? theme.colors.star : theme.colors.starEmpty)};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Word = styled.span`
  margin-left: ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

const ReviewText = styled.blockquote`
  margin: ${({ theme }) => theme.space(2)} 0;
  white-space: pre-wrap;
`;

const Failure = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
