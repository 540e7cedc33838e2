import { lazy, Suspense } from 'react';
import { AreaPage } from '@prohive/ui';

const SchedulingAssistant = lazy(() =>
  import('../../features/scheduling/SchedulingAssistant').then((m) => ({ default: m.SchedulingAssistant })),
);

/** /free-tools/scheduling-assistant */
export default function SchedulingAssistantPage() {
  return (
    <AreaPage
      title="Scheduling Assistant"
      intro="Enter your crews and the week’s jobs. It fits each job into its time window, orders every day’s stops to keep driving short, and shows the week on a timeline and a map, ready to export to your calendar or a spreadsheet."
    >
      <Suspense fallback={<p>Loading the planner…</p>}>
        <SchedulingAssistant />
      </Suspense>
    </AreaPage>
  );
}
