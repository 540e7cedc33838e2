import { Link, useParams } from 'react-router-dom';
import { AreaPage } from '../features/frame/AreaPage';
import { labelFromSlug } from '../features/posts/slugs';

/** /category/{category-name}: every blog post in one category. */
export default function CategoryPage() {
  const { name = '' } = useParams();
  const category = labelFromSlug(name);
  return (
    <AreaPage title={`${category} articles`} intro={`Every Prohive blog post filed under ${category}.`}>
      <Link to="/blog">All posts</Link>
    </AreaPage>
  );
}
