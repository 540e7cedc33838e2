import { Link, useParams } from 'react-router-dom';
import { AreaPage } from '../features/frame/AreaPage';
import { labelFromSlug } from '../features/posts/slugs';

/** /blog/{slug} (and /blog/example-article): one post, with related and popular posts beside it. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  return (
    <AreaPage
      title={labelFromSlug(slug) || 'Blog post'}
      intro="The full article from the Prohive blog, with related posts from the same category and the most popular reads."
    >
      <Link to="/blog">All posts</Link>
    </AreaPage>
  );
}
