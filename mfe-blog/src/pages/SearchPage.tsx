import { useSearchParams } from 'react-router-dom';
import { AreaPage } from '../features/frame/AreaPage';

/** /search?q={term}: site search across blog posts. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const term = params.get('q')?.trim() ?? '';
  return (
    <AreaPage
      title={term ? `Search results for "${term}"` : 'Search'}
      intro="Search Prohive articles and guides by keyword; results come from the blog's content service."
    />
  );
}
