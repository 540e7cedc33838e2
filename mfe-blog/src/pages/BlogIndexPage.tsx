import { AreaPage } from '../features/frame/AreaPage';

/** /blog: the public blog, read straight from the content service (BLOG_API_URL). */
export default function BlogIndexPage() {
  return (
    <AreaPage
      title="Prohive blog"
      intro="Guides, cost breakdowns and seasonal checklists for homeowners, and business advice for service professionals."
    />
  );
}
