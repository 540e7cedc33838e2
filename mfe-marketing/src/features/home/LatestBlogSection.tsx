import { Link } from '@prohive/shared';
import styled from 'styled-components';
import { BLOG_LIMITS, categoryPath, excerptForCard, readTimeMinutes, type BlogPost } from '@prohive/shared';
import { formatDate } from '@prohive/ui';
import { useHomeBlogPostsQuery } from '../../lib/api/homeBlogEndpoint';

export const BLOG_MESSAGES = {
  loading: 'Loading blog posts...',
  empty: 'No blog posts found.',
  failed: 'Failed to load blog posts. Please try again later.',
} as const;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: 1100px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media ${({ theme }) => theme.breakpoints.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  flex: 1;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(5)};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: 1.35;
  }
  h3 a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  h3 a:hover {
    text-decoration: underline;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: 1.55;
  }
`;

const Category = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.05em;
  text-transform: uppercase;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const Meta = styled.p`
  margin-top: auto !important;
  padding-top: ${({ theme }) => theme.space(2)};
`;

const Status = styled.p<{ $reserve?: boolean }>`
  /* While loading, hold the grid's height so the cards arrive without pushing the page down. */
  min-height: ${({ $reserve }) => ($reserve ? `${LOADING_RESERVE_PX.wide}px` : '0')};
  @media (max-width: 1100px) {
    min-height: ${({ $reserve }) => ($reserve ? `${LOADING_RESERVE_PX.narrow}px` : '0')};
  }
  margin: 0;
  padding: ${({ theme }) => theme.space(10)} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** The cards' height while loading: two rows of four on wide screens, four rows of two below 1100 px. */
const LOADING_RESERVE_PX = { wide: 804, narrow: 1664 } as const;

/** One post as a compact card: the excerpt cut to 70 characters, read time from the post's excerpt. */
export function BlogCard({ post }: { post: BlogPost }) {
  const date = formatDate(post.date);
  const minutes = readTimeMinutes(post.excerpt);
  return (
    <Card>
      <img src={post.image} alt="" loading="lazy" width={400} height={225} />
      <Body>
        <Category to={categoryPath(post.category)}>{post.category}</Category>
        <h3>
          <Link to={`/blog/${encodeURIComponent(post.slug)}`}>{post.title}</Link>
        </h3>
        <p>{excerptForCard(post.excerpt, true)}</p>
        <Meta>
          {date && <time dateTime={post.date}>{date}</time>}
          {date && ' · '}
          {minutes} min read
        </Meta>
      </Body>
    </Card>
  );
}

/** The homepage's latest posts (spec §2, §4): 8 posts through the shared blog client, with its four states. */
export function LatestBlogPosts() {
  const { data, isLoading, isError } = useHomeBlogPostsQuery(BLOG_LIMITS.homepagePosts);
  if (isLoading)
    return (
      <Status role="status" $reserve>
        {BLOG_MESSAGES.loading}
      </Status>
    );
  if (isError || data?.failed) return <Status role="alert">{BLOG_MESSAGES.failed}</Status>;
  if (!data || data.posts.length === 0) return <Status>{BLOG_MESSAGES.empty}</Status>;
  return (
    <Grid>
      {data.posts.slice(0, BLOG_LIMITS.homepagePosts).map((post) => (
        <li key={post.id}>
          <BlogCard post={post} />
        </li>
      ))}
    </Grid>
  );
}
