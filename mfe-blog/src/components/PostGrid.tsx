import styled, { keyframes } from 'styled-components';
import { type BlogPost } from '@prohive/shared';
import { VisuallyHidden } from '@prohive/ui';
import { PostCard, type PostCardProps } from './PostCard';

export const Grid = styled.ul<{ $compact?: boolean; $narrow?: boolean }>`
  display: grid;
  /* Narrow columns fit a row of four (related, popular) in the page width; list cards get three. */
  grid-template-columns: repeat(
    auto-fill,
    minmax(min(100%, ${({ $compact, $narrow }) => ($compact || $narrow ? '240px' : '300px')}), 1fr)
  );
  gap: ${({ theme, $compact }) => ($compact ? theme.space(3) : theme.space(6))};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface PostGridProps extends Pick<PostCardProps, 'variant' | 'headingLevel'> {
  posts: readonly BlogPost[];
  /** How many leading cards load their images straight away (those likely above the fold). */
  eagerCount?: number;
  /** Four to a row on wide screens, for the short lists beside an article. */
  narrow?: boolean;
}

/** Posts as a responsive grid of cards: one column on phones, up to four on wide screens. */
export function PostGrid({
  posts,
  variant = 'standard',
  headingLevel,
  eagerCount = 0,
  narrow = false,
}: PostGridProps) {
  return (
    <Grid $compact={variant === 'compact'} $narrow={narrow}>
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard post={post} variant={variant} headingLevel={headingLevel} eager={index < eagerCount} />
        </li>
      ))}
    </Grid>
  );
}

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
`;

const Bone = styled.div<{ $height: string; $width?: string }>`
  height: ${({ $height }) => $height};
  width: ${({ $width }) => $width ?? '100%'};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.surfaceMuted} 30%,
    ${({ theme }) => theme.colors.border} 50%,
    ${({ theme }) => theme.colors.surfaceMuted} 70%
  );
  background-size: 300% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

const SkeletonCard = styled.li<{ $compact: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme, $compact }) => ($compact ? theme.space(3) : `0 0 ${theme.space(5)}`)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;

  & > :not(:first-child) {
    margin-inline: ${({ theme, $compact }) => ($compact ? '0' : theme.space(5))};
  }
`;

/** Placeholder cards with the shape of the real ones, so the page does not jump when posts arrive. */
export function PostGridSkeleton({
  count,
  compact = false,
  label = 'Loading posts',
}: {
  count: number;
  compact?: boolean;
  label?: string;
}) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{label}…</VisuallyHidden>
      <Grid $compact={compact} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <SkeletonCard key={index} $compact={compact}>
            {compact ? null : <Bone $height="auto" style={{ aspectRatio: '16 / 9', borderRadius: 0 }} />}
            <Bone $height="0.75rem" $width="30%" />
            <Bone $height="1.25rem" $width="90%" />
            <Bone $height="1rem" $width="60%" />
          </SkeletonCard>
        ))}
      </Grid>
    </div>
  );
}
