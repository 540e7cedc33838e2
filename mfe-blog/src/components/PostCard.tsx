import { useId } from 'react';
import { Link } from '@prohive/shared';
import styled, { css } from 'styled-components';
import { DEFAULT_BLOG_IMAGE, categoryPath, type BlogPost } from '@prohive/shared';
import { articlePath } from '../lib/articleHead';
import { PostMeta } from './PostMeta';

export type PostCardVariant = 'standard' | 'featured' | 'compact';

const Card = styled.article<{ $variant: PostCardVariant }>`
  position: relative;
  display: grid;
  align-content: start;
  overflow: hidden;
  height: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    transform ${({ theme }) => theme.motion.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  ${({ $variant }) =>
    $variant === 'featured' &&
    css`
      @media (min-width: 900px) {
        grid-template-columns: 1.15fr 1fr;
        align-content: stretch;
      }
    `}

  ${({ $variant, theme }) =>
    $variant === 'compact' &&
    css`
      grid-template-columns: 96px 1fr;
      gap: ${theme.space(3)};
      padding: ${theme.space(3)};
      box-shadow: none;
    `}
`;

const Picture = styled.img<{ $variant: PostCardVariant }>`
  display: block;
  width: 100%;
  aspect-ratio: ${({ $variant }) => ($variant === 'compact' ? '1 / 1' : '16 / 9')};
  height: ${({ $variant }) => ($variant === 'featured' ? '100%' : 'auto')};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ $variant, theme }) => ($variant === 'compact' ? theme.radii.md : '0')};
`;

const Body = styled.div<{ $variant: PostCardVariant }>`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ $variant, theme }) =>
    $variant === 'compact' ? '0' : $variant === 'featured' ? theme.space(7) : theme.space(5)};
`;

const CategoryLink = styled(Link)`
  position: relative;
  z-index: 1;
  justify-self: start;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const Title = styled.h3<{ $variant: PostCardVariant }>`
  margin: 0;
  font-size: ${({ $variant, theme }) =>
    $variant === 'featured'
      ? theme.fontSize.xxl
      : $variant === 'compact'
        ? theme.fontSize.md
        : theme.fontSize.lg};
  line-height: 1.3;

  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  /* The whole card is the title link's target, so pointer users can click anywhere on it. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: none;
  }
  a:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

const Excerpt = styled.p<{ $clamp: boolean }>`
  margin: 0;
  ${({ $clamp }) =>
    $clamp &&
    css`
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 3;
      overflow: hidden;
    `}
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.6;
`;

export interface PostCardProps {
  post: BlogPost;
  variant?: PostCardVariant;
  /** The card title's heading level, so it sits under the section's heading. */
  headingLevel?: 2 | 3 | 4;
  /** Above-the-fold cards load their image straight away. */
  eager?: boolean;
}

/** A post in a list: picture, category link, title link, excerpt (not in compact lists) and meta. */
export function PostCard({ post, variant = 'standard', headingLevel = 3, eager = false }: PostCardProps) {
  const href = articlePath(post.slug);
  const heading = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    <Card $variant={variant} aria-labelledby={titleId}>
      <Picture
        $variant={variant}
        src={post.image}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        // A featured image the source lists but cannot serve falls back to the stand-in picture, not a broken icon.
        onError={(event) => {
          if (event.currentTarget.src !== DEFAULT_BLOG_IMAGE) event.currentTarget.src = DEFAULT_BLOG_IMAGE;
        }}
        width={variant === 'compact' ? 96 : 640}
        height={variant === 'compact' ? 96 : 360}
      />
      <Body $variant={variant}>
        {variant !== 'compact' ? (
          <CategoryLink to={categoryPath(post.category)}>{post.category}</CategoryLink>
        ) : null}
        <Title as={heading} $variant={variant} id={titleId}>
          <Link to={href}>{post.title}</Link>
        </Title>
        {variant !== 'compact' && post.excerpt ? (
          <Excerpt $clamp={variant === 'standard'}>{post.excerpt}</Excerpt>
        ) : null}
        <PostMeta post={post} compact={variant === 'compact'} />
      </Body>
    </Card>
  );
}
