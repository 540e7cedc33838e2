import { useParams, useSiteOrigin } from '@prohive/shared';
import { PageContainer, Button, usePageTitle, useDocumentHead } from '@prohive/ui';
import { categoryPath, type BlogCategory } from '@prohive/shared';
import { useGetBlogCategoriesQuery } from '../lib/api/blogEndpoints';
import { CategoryChips } from '../features/categories/CategoryChips';
import { findCategory } from '../features/categories/categorySegment';
import { NotFoundState } from '../features/frame/NotFoundState';
import { Eyebrow, PageHeader } from '../components/PageContainer';
import { useScrollToTop } from '../features/frame/useScrollToTop';
import { listHead } from '../features/head/listHead';
import { PostGridSkeleton } from '../components/PostGrid';
import { BLOG_PAGE_SIZE, PostListing } from '../features/listing/PostListing';
import { usePageParam } from '../features/listing/usePageParam';
import { PopularPosts } from '../components/PopularPosts';
import { labelFromSlug } from '../lib/formatting';

function CategoryListing({ category, categories }: { category: BlogCategory; categories: BlogCategory[] }) {
  const page = usePageParam();
  const description = `Prohive articles about ${category.name.toLowerCase()}: guides, costs and checklists from the pros.`;
  const title = page > 1 ? `${category.name} articles – page ${page}` : `${category.name} articles`;
  const siteOrigin = useSiteOrigin();
  usePageTitle(title);
  useDocumentHead(
    listHead({
      path: categoryPath(category.name),
      page,
      title,
      description,
      siteOrigin,
    }),
  );
  useScrollToTop(`${category.id}|${page}`);

  return (
    <PageContainer>
      <PageHeader>
        <Eyebrow>Category</Eyebrow>
        <h1>{category.name}</h1>
        <p>{description}</p>
      </PageHeader>
      <CategoryChips
        categories={categories}
        isLoading={false}
        selected={category}
        hrefFor={(other) => (other ? categoryPath(other.name) : '/blog')}
      />
      <PostListing
        query={{ categories: [category.id] }}
        page={page}
        perPage={BLOG_PAGE_SIZE}
        label={`${category.name} pages`}
        empty={{
          title: `No ${category.name.toLowerCase()} articles yet`,
          text: 'Articles in this category will appear here as soon as they are published.',
          actions: (
            <Button to="/blog" variant="outline">
              Browse all articles
            </Button>
          ),
        }}
      />
      <PopularPosts />
    </PageContainer>
  );
}

function CategoryLoading({ name }: { name: string }) {
  usePageTitle(`${labelFromSlug(name)} articles`);
  return (
    <PageContainer aria-busy="true">
      <PageHeader>
        <Eyebrow>Category</Eyebrow>
        <h1>{labelFromSlug(name)}</h1>
      </PageHeader>
      <PostGridSkeleton count={6} label="Loading category" />
    </PageContainer>
  );
}

/** /category/{category-name}: the posts of one category, found by name (lowercased, dashed) or slug. */
export default function CategoryPage() {
  const { name = '' } = useParams();
  const { data: categories, isLoading } = useGetBlogCategoriesQuery();
  if (isLoading || !categories) return <CategoryLoading name={name} />;
  const category = findCategory(categories, name);
  if (!category) {
    return (
      <NotFoundState
        title="Category not found"
        text={`The blog has no category called “${labelFromSlug(name)}”. It may have been renamed or removed.`}
      />
    );
  }
  return <CategoryListing key={category.id} category={category} categories={categories} />;
}
