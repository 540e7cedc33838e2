import { useSearchParams } from '@prohive/shared';
import { AreaPage } from '@prohive/shared';

/** /jobs and /job-listings: open jobs for providers, filtered by category and paged (?category=&page=). */
export default function FindJobsPage() {
  const [params] = useSearchParams();
  const category = params.get('category')?.trim();
  return (
    <AreaPage
      title="Find Jobs"
      intro={
        category
          ? `Open ${category} jobs posted by customers near you. Send a bid on the ones that fit your business.`
          : 'Browse open jobs posted by customers near you, by category, and send bids on the ones that fit your business.'
      }
    />
  );
}
