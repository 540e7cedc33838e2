import { useEffect, useState } from 'react';
import { Link, useParams, useSiteOrigin } from '@prohive/shared';
import { PageContainer, VisuallyHidden, usePageTitle, useDocumentHead } from '@prohive/ui';
import styled from 'styled-components';
import { BLOG_LIMITS, categoryPath, type BlogPost } from '@prohive/shared';
import {
  type ArticlePost,
  useGetBlogPostBySlugQuery,
  useGetBlogPostMetaQuery,
} from '../lib/api/articleEndpoints';
import { useGetRelatedPostsQuery, useReportBlogViewMutation } from '../lib/api/blogEndpoints';
import { NotFoundState } from '../features/frame/NotFoundState';
import { useScrollToTop } from '../features/frame/useScrollToTop';
import { articleHead } from '../lib/articleHead';
import { PopularPosts } from '../components/PopularPosts';
import { PostContent } from '../features/posts/PostContent';
import { PostMeta } from '../components/PostMeta';
import { PostsSection } from '../components/PostsSection';
import { labelFromSlug } from '../lib/formatting';

const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
`;

const Breadcrumbs = styled.nav`
  margin-bottom: ${({ theme }) => theme.space(6)};
  font-size: ${({ theme }) => theme.fontSize.sm};

  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '›';
    margin-right: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(8)};

  h1 {
    margin: 0;
    font-size: clamp(2rem, 1.4rem + 2.4vw, 3rem);
    line-height: 1.15;
  }
`;

const CategoryLink = styled(Link)`
  justify-self: start;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: 1.6;
`;

const Hero = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  margin-bottom: ${({ theme }) => theme.space(10)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(12)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Bone = styled.div<{ $height: string; $width?: string }>`
  height: ${({ $height }) => $height};
  width: ${({ $width }) => $width ?? '100%'};
  margin-bottom: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

function RelatedPosts({ post }: { post: Pick<BlogPost, 'id' | 'categoryId' | 'category'> }) {
  // Only what the query needs: its arguments travel in the server's state, and a whole post would carry its
  // body a second time.
  const { data, isLoading } = useGetRelatedPostsQuery({
    post: { id: post.id, categoryId: post.categoryId },
    limit: BLOG_LIMITS.related,
  });
  return (
    <PostsSection
      title={`More on ${post.category.toLowerCase()}`}
      posts={data}
      isLoading={isLoading}
      expected={BLOG_LIMITS.related}
      variant="standard"
    />
  );
}

/** One read of the article for the popular list, counted once per post shown (failures only logged). */
function useReportView(postId: string) {
  const [reportView] = useReportBlogViewMutation();
  useEffect(() => {
    void reportView(postId);
  }, [postId, reportView]);
}

function ArticleView({ post }: { post: ArticlePost }) {
  // Yoast's fields usually come with the post; when the source left them out, read them on their own.
  const { data: separateSeo } = useGetBlogPostMetaQuery(post.id, { skip: post.seo !== undefined });
  const siteOrigin = useSiteOrigin();
  const { title, head } = articleHead(post, post.seo ?? separateSeo ?? undefined, siteOrigin);
  usePageTitle(title);
  useDocumentHead(head);
  useReportView(post.id);
  // No hero for the inline stand-in picture, nor for an image the source lists but cannot serve.
  const [imageFailed, setImageFailed] = useState(false);
  const hasImage = !post.image.startsWith('data:') && !imageFailed;

  return (
    <PageContainer>
      <Article aria-labelledby="article-title">
        <Breadcrumbs aria-label="Breadcrumb">
          <ol>
            <li>
              <Link to="/blog">Blog</Link>
            </li>
            <li>
              <Link to={categoryPath(post.category)}>{post.category}</Link>
            </li>
          </ol>
        </Breadcrumbs>
        <Header>
          <CategoryLink to={categoryPath(post.category)}>{post.category}</CategoryLink>
          <h1 id="article-title">{post.title}</h1>
          {post.excerpt ? <Lead>{post.excerpt}</Lead> : null}
          <PostMeta post={post} />
        </Header>
        {hasImage ? (
          <Hero
            src={post.image}
            alt=""
            width={1200}
            height={675}
            fetchPriority="high"
            onError={() => setImageFailed(true)}
          />
        ) : null}
        <PostContent html={post.content} />
        <Footer>
          <span>
            Filed under <Link to={categoryPath(post.category)}>{post.category}</Link>
          </span>
          <Link to="/blog">← All articles</Link>
        </Footer>
      </Article>
      <RelatedPosts post={post} />
      <PopularPosts excludeId={post.id} />
    </PageContainer>
  );
}

function ArticleLoading({ slug }: { slug: string }) {
  usePageTitle(labelFromSlug(slug) || 'Blog');
  return (
    <PageContainer>
      <Article aria-busy="true">
        <div role="status" aria-live="polite">
          <Bone $height="1rem" $width="20%" />
          <Bone $height="2.75rem" $width="85%" />
          <Bone $height="1rem" $width="40%" />
          <Bone $height="auto" style={{ aspectRatio: '16 / 9' }} />
          <VisuallyHidden>Loading article…</VisuallyHidden>
        </div>
      </Article>
    </PageContainer>
  );
}

/**
 * /blog/{slug} (and /blog/example-article, a slug like any other): one post, sanitised, with its search
 * metadata in the document head, related and popular posts; a not-found page for a slug the source lacks.
 */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const { currentData: post, isFetching, refetch } = useGetBlogPostBySlugQuery(slug, { skip: !slug });
  useScrollToTop(slug);

  if (post === undefined && isFetching) return <ArticleLoading slug={slug} />;
  if (!post) {
    return (
      <NotFoundState
        title="Article not found"
        text="We couldn’t find this article. It may have been moved or unpublished, or the link may be mistyped."
        // The source answers "no such post" and "could not be read" alike (spec §8), so offer a second try.
        onRetry={() => void refetch()}
      />
    );
  }
  return <ArticleView key={post.id} post={post} />;
}
