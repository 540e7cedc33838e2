import { Link, useParams } from '@prohive/shared';
import { AreaPage } from '@prohive/shared';

/** /job/{jobId}: one job with its details, location and the bids on it. */
export default function JobDetailPage() {
  const { jobId = '' } = useParams();
  return (
    <AreaPage
      title={`Job ${jobId}`}
      heading="Job details"
      intro="What the customer needs, where and when, their budget, and the bids professionals have sent."
    >
      <Link to="/jobs">Back to all jobs</Link>
    </AreaPage>
  );
}
