import { useParams } from '@prohive/shared';
import { JobDetailView } from '../features/job-detail/JobDetailView';

/** /job/{jobId}: one job with its details, location and the bids on it. */
export default function JobDetailPage() {
  const { jobId } = useParams();
  return <JobDetailView rawId={jobId} />;
}
