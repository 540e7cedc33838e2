import { BLOG_LIMITS } from '@prohive/shared';
import { useGetPopularPostsQuery } from '../lib/api/blogEndpoints';
import { PostsSection } from './PostsSection';

// One more than shown, so four remain when the article being read is among them; the same request on every
// page keeps one cache entry for the list and every article.
const POPULAR_REQUEST = BLOG_LIMITS.popular + 1;

/** Spec §9 popular 4, leaving out the post being read. */
export function PopularPosts({
  excludeId,
  title = 'Popular articles',
}: {
  excludeId?: string;
  title?: string;
}) {
  const { data, isLoading } = useGetPopularPostsQuery(POPULAR_REQUEST);
  const posts = data?.filter((post) => post.id !== excludeId).slice(0, BLOG_LIMITS.popular);
  return <PostsSection title={title} posts={posts} isLoading={isLoading} expected={BLOG_LIMITS.popular} />;
}
