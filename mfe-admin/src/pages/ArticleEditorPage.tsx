import { useParams } from '@prohive/shared';
import { AdminArea } from '../features/access/RequireAdmin';
import { ArticleEditorScreen } from '../features/blog/ArticleEditorScreen';

/** /admin/articles/new and /admin/articles/{id}: write or edit one article. */
export default function ArticleEditorPage() {
  const { id } = useParams();
  const articleId = id === undefined || id === 'new' ? null : Number(id);
  return <AdminArea>{() => <ArticleEditorScreen key={id ?? 'new'} id={articleId} />}</AdminArea>;
}
