import { useId } from 'react';
import type { BlogPost } from '@prohive/shared';
import { Section } from './PageContainer';
import { PostGrid, PostGridSkeleton } from './PostGrid';

export interface PostsSectionProps {
  title: string;
  posts: readonly BlogPost[] | undefined;
  isLoading: boolean;
  /** How many placeholders to show while loading. */
  expected: number;
  variant?: 'standard' | 'compact';
}

/**
 * A supporting list (popular, related): placeholders while it loads, nothing at all when it comes back
 * empty, since the page is complete without it and an empty box would only distract.
 */
export function PostsSection({ title, posts, isLoading, expected, variant = 'compact' }: PostsSectionProps) {
  const id = useId();
  if (!isLoading && !posts?.length) return null;
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {isLoading || !posts ? (
        <PostGridSkeleton
          count={expected}
          compact={variant === 'compact'}
          label={`Loading ${title.toLowerCase()}`}
        />
      ) : (
        <PostGrid posts={posts} variant={variant} headingLevel={3} narrow />
      )}
    </Section>
  );
}
