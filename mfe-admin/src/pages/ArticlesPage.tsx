import { AdminArea } from '../features/access/RequireAdmin';
import { ArticlesScreen } from '../features/blog/ArticlesScreen';

/** /admin/articles: blog authoring, the list. */
export default function ArticlesPage() {
  return <AdminArea>{() => <ArticlesScreen />}</AdminArea>;
}
