import { useState } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { Button, formatDate, LinkPager } from '@prohive/ui';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Actions, Badge, Field, Filters, Muted, PageHeading, Panel, QueryState } from '../../components/ui';
import { errorMessage } from '../../lib/apiErrors';
import {
  useAdminCertificatesQuery,
  useApproveCertificateMutation,
  useRejectCertificateMutation,
  type AdminCertificate,
  type CertificateStatus,
} from '../../lib/api/certificatesEndpoints';
import { statusTone } from '../../lib/statusTone';
import { useListParams } from '../../lib/useListParams';
import { CertificateFile } from './CertificateFile';

const SpacedActions = styled(Actions)`
  margin-top: ${({ theme }) => theme.space(3)};
`;

const KIND_LABEL = { license: 'Licence', insurance: 'Insurance', background: 'Background check' } as const;

function statusFilter(value: string): CertificateStatus | undefined {
  if (value === 'all') return undefined;
  return value === 'approved' || value === 'rejected' ? value : 'pending';
}

function CertificateCard({ certificate }: { certificate: AdminCertificate }) {
  const [viewing, setViewing] = useState(false);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const [approve] = useApproveCertificateMutation();
  const [reject] = useRejectCertificateMutation();
  const who = certificate.provider.business_name ?? certificate.provider.name;
  const titleId = `certificate-${certificate.id}`;
  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId}>
        {KIND_LABEL[certificate.kind]} · {who}
      </h2>
      <p>
        <Badge $tone={statusTone(certificate.status)}>{certificate.status}</Badge>{' '}
        <Muted>uploaded {formatDate(certificate.created_at)}</Muted>
      </p>
      {certificate.rejection_reason && <p>Reason: {certificate.rejection_reason}</p>}
      {certificate.file_url ? (
        viewing ? (
          <CertificateFile certificate={certificate} />
        ) : (
          <Button variant="outline" onClick={() => setViewing(true)}>
            View file
          </Button>
        )
      ) : (
        <Muted>No file attached.</Muted>
      )}
      {certificate.status === 'pending' && (
        <SpacedActions>
          <Button variant="success" onClick={() => setDialog('approve')}>
            Approve
          </Button>
          <Button variant="destructive" onClick={() => setDialog('reject')}>
            Reject
          </Button>
        </SpacedActions>
      )}
      <ConfirmDialog
        open={dialog === 'approve'}
        title={`Approve the ${KIND_LABEL[certificate.kind].toLowerCase()} of ${who}?`}
        description="The verified badge shows on their profile at once."
        confirmLabel="Approve"
        confirmVariant="success"
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          const result = await approve(certificate.id);
          if ('error' in result) return errorMessage(result.error, 'The certificate could not be approved.');
          toast.success('Certificate approved.');
          return null;
        }}
      />
      <ConfirmDialog
        open={dialog === 'reject'}
        title={`Reject the ${KIND_LABEL[certificate.kind].toLowerCase()} of ${who}?`}
        description="The provider sees the reason and can upload again."
        confirmLabel="Reject"
        confirmVariant="destructive"
        withReason
        onClose={() => setDialog(null)}
        onConfirm={async (reason) => {
          const result = await reject({ id: certificate.id, reason });
          if ('error' in result) return errorMessage(result.error, 'The certificate could not be rejected.');
          toast.success('Certificate rejected.');
          return null;
        }}
      />
    </Panel>
  );
}

/** Provider verification: licence, insurance and background uploads waiting for review. */
export function CertificatesScreen() {
  const { page, get, setFilters } = useListParams();
  const status = statusFilter(get('status'));
  const { data, isLoading, isError, refetch } = useAdminCertificatesQuery({ status, page });
  return (
    <>
      <PageHeading
        title="Provider verification"
        intro="Check each uploaded document, then approve it (the badge shows on the profile) or reject it with a reason."
      />
      <Filters onSubmit={(event) => event.preventDefault()} aria-label="Filter certificates">
        <Field>
          Status
          <select
            value={status ?? 'all'}
            onChange={(event) =>
              setFilters({ status: event.target.value === 'pending' ? '' : event.target.value })
            }
          >
            <option value="pending">Pending</option>
            <option value="approved">Approved</option>
            <option value="rejected">Rejected</option>
            <option value="all">All</option>
          </select>
        </Field>
      </Filters>
      <QueryState
        isLoading={isLoading}
        isError={isError}
        isEmpty={data?.data.length === 0}
        emptyTitle={status === 'pending' ? 'Nothing to verify' : 'No certificates'}
        onRetry={() => void refetch()}
      >
        {data?.data.map((certificate) => (
          <CertificateCard key={certificate.id} certificate={certificate} />
        ))}
        {data && <LinkPager page={data.meta.page} lastPage={data.meta.last_page} label="Certificate pages" />}
      </QueryState>
    </>
  );
}
