import { AreaPage } from '@prohive/shared';

/** /create-job: a customer describes the work, when and the budget, and local pros bid on it. */
export default function CreateJobPage() {
  return (
    <AreaPage
      title="Post a Job"
      intro="Tell local professionals what you need, when you need it and your budget. You will get free quotes to compare, with no obligation to hire."
    />
  );
}
