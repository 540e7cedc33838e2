import styled from 'styled-components';
import type { BlogPost } from '@prohive/shared';
import { formatPostDate, readTimeLabel } from '../lib/formatting';

const List = styled.p<{ $stacked: boolean }>`
  display: flex;
  flex-direction: ${({ $stacked }) => ($stacked ? 'column' : 'row')};
  flex-wrap: ${({ $stacked }) => ($stacked ? 'nowrap' : 'wrap')};
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  /* Each fact carries its dot in the gap before it; the dot of whichever fact starts a line falls outside
     the box and is clipped, so a wrapped row never begins with a stray separator. */
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};

  & > span::before {
    content: ${({ $stacked }) => ($stacked ? 'none' : "'·'")};
    display: inline-block;
    width: ${({ theme }) => theme.space(3)};
    margin-left: -${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.borderStrong};
    text-align: center;
  }
`;

export interface PostMetaProps {
  post: Pick<BlogPost, 'author' | 'date' | 'excerpt'>;
  /** Compact lists: no author, and one fact per line instead of a dotted row that wraps. */
  compact?: boolean;
  className?: string;
}

/** Author · date · read time. */
export function PostMeta({ post, compact = false, className }: PostMetaProps) {
  const date = formatPostDate(post.date);
  return (
    <List className={className} $stacked={compact}>
      {compact ? null : <span>By {post.author}</span>}
      {date ? (
        <span>
          <time dateTime={post.date}>{date}</time>
        </span>
      ) : null}
      <span>{readTimeLabel(post.excerpt)}</span>
    </List>
  );
}
