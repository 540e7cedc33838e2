import { BLOG_LIMITS, categoryPath, useSiteOrigin } from '@prohive/shared';
import { useGetBlogCategoriesQuery } from '../lib/api/blogEndpoints';
import { usePageTitle, PageContainer, useDocumentHead } from '@prohive/ui';
import { CategoryChips } from '../features/categories/CategoryChips';
import { Eyebrow, PageHeader } from '../components/PageContainer';
import { useScrollToTop } from '../features/frame/useScrollToTop';
import { listHead } from '../features/head/listHead';
import { BLOG_PAGE_SIZE, PostListing } from '../features/listing/PostListing';
import { usePageParam } from '../features/listing/usePageParam';
import { PopularPosts } from '../components/PopularPosts';

const DESCRIPTION =
  'Guides, cost breakdowns and seasonal checklists for homeowners, and business advice for service professionals.';

/** /blog: the latest posts, paginated (`?page=N`), with the category filter, featured and popular posts. */
export default function BlogIndexPage() {
  const page = usePageParam();
  const categories = useGetBlogCategoriesQuery();
  const title = page > 1 ? `Blog – page ${page}` : 'Blog';
  const siteOrigin = useSiteOrigin();
  usePageTitle(title);
  useDocumentHead(
    listHead({
      path: '/blog',
      page,
      title: `Prohive ${title}`,
      description: DESCRIPTION,
      siteOrigin,
    }),
  );
  useScrollToTop(String(page));

  return (
    <PageContainer>
      <PageHeader>
        <Eyebrow>Prohive blog</Eyebrow>
        <h1>Tips and guides for your home</h1>
        <p>{DESCRIPTION}</p>
      </PageHeader>
      <CategoryChips
        categories={categories.data ?? []}
        isLoading={categories.isLoading}
        hrefFor={(category) => (category ? categoryPath(category.name) : '/blog')}
      />
      <PostListing
        query={{}}
        page={page}
        perPage={BLOG_PAGE_SIZE}
        featured={BLOG_LIMITS.featured}
        heading={page === 1 ? 'Latest articles' : undefined}
        label="Blog pages"
        empty={{ title: 'No blog posts found.', text: 'New articles are on their way. Check back soon.' }}
      />
      <PopularPosts />
    </PageContainer>
  );
}
