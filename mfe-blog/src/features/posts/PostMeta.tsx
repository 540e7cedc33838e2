import styled from 'styled-components';
import type { BlogPost } from '@prohive/shared';
import { formatPostDate, readTimeLabel } from './formatting';

const List = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};

  & > span + span::before {
    content: '·';
    margin-right: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.borderStrong};
  }
`;

export interface PostMetaProps {
  post: Pick<BlogPost, 'author' | 'date' | 'excerpt'>;
  /** Leave the author out where space is short (compact lists). */
  showAuthor?: boolean;
  className?: string;
}

/** Author · date · read time. */
export function PostMeta({ post, showAuthor = true, className }: PostMetaProps) {
  const date = formatPostDate(post.date);
  return (
    <List className={className}>
      {showAuthor ? <span>By {post.author}</span> : null}
      {date ? (
        <span>
          <time dateTime={post.date}>{date}</time>
        </span>
      ) : null}
      <span>{readTimeLabel(post.excerpt)}</span>
    </List>
  );
}
