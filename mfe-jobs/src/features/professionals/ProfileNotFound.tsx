import { Button, StatusPanel, usePageTitle, PageContainer } from '@prohive/ui';

/** An unknown provider id or service slug under /professionals/…: say so and offer the search. */
export function ProfileNotFound({ what = 'professional' }: { what?: 'professional' | 'service' }) {
  usePageTitle(what === 'service' ? 'Service not found' : 'Professional not found');
  return (
    <PageContainer>
      <StatusPanel
        title={what === 'service' ? 'We could not find that service' : 'We could not find that professional'}
        actions={
          <Button to="/professionals" variant="outline">
            Search all professionals
          </Button>
        }
      >
        <p>
          {what === 'service'
            ? 'The link may be mistyped. Search for the service you need instead.'
            : 'The profile may have been removed, or the link may be mistyped.'}
        </p>
      </StatusPanel>
    </PageContainer>
  );
}
