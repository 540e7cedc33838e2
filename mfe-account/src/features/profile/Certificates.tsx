import { useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { toast } from 'react-toastify';
import { apiErrorMessage, type AuthUser, type CertificateState } from '@prohive/shared';
import { uploadAccept, uploadProblem, useUploadMutation } from '../../lib/api/uploadsEndpoints';
import { Badge, type Tone } from '../../components/ui';
import { ErrorText, Hint } from './formUi';
import { Button } from '@prohive/ui';
import {
  useMyCertificatesQuery,
  useSubmitCertificateMutation,
  type Certificate,
  type CertificateKind,
} from '../../lib/api/profileEndpoints';

export const CERTIFICATE_KINDS: { kind: CertificateKind; label: string; hint: string }[] = [
  { kind: 'license', label: 'Licence', hint: 'Your trade or contractor licence.' },
  { kind: 'insurance', label: 'Insurance', hint: 'Proof of liability insurance.' },
  { kind: 'background', label: 'Background check', hint: 'A recent background check report.' },
];

const STATE: Record<CertificateState, { label: string; tone: Tone }> = {
  none: { label: 'Not uploaded', tone: 'muted' },
  pending: { label: 'Pending review', tone: 'info' },
  approved: { label: 'Verified', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

// Visually hidden (a Button opens it), but still a real file input for the browser and tests.
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** The newest certificate of each kind decides its state; the user's summary covers what the list lacks. */
export function certificateStates(
  certificates: readonly Certificate[] | undefined,
  summary: AuthUser['certificates_status'],
): Record<CertificateKind, { state: CertificateState; note?: string | null }> {
  const out = {
    license: { state: summary.license },
    insurance: { state: summary.insurance },
    background: { state: summary.background },
  } as Record<CertificateKind, { state: CertificateState; note?: string | null }>;
  const newest = [...(certificates ?? [])].sort((a, b) => a.created_at.localeCompare(b.created_at));
  for (const certificate of newest)
    out[certificate.kind] = { state: certificate.status, note: certificate.note };
  return out;
}

function CertificateRow({
  kind,
  label,
  hint,
  state,
  note,
}: {
  kind: CertificateKind;
  label: string;
  hint: string;
  state: CertificateState;
  note?: string | null;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [upload] = useUploadMutation();
  const [submit] = useSubmitCertificateMutation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = STATE[state];

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const reason = uploadProblem(file, 'certificate');
    setProblem(reason);
    if (reason) return;
    setBusy(true);
    try {
      const stored = await upload({ purpose: 'certificate', file }).unwrap();
      await submit({ kind, upload_id: stored.id }).unwrap();
      toast.success(`${label} uploaded. It is pending review.`);
    } catch (error) {
      setProblem(apiErrorMessage(error as Parameters<typeof apiErrorMessage>[0]));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li data-testid={`certificate-row-${kind}`}>
      <div>
        <strong>{label}</strong> <Badge $tone={shown.tone}>{shown.label}</Badge>
        <Hint>{state === 'rejected' && note ? `Rejected: ${note}` : hint}</Hint>
        {problem && <ErrorText role="alert">{problem}</ErrorText>}
      </div>
      <HiddenInput
        ref={input}
        type="file"
        accept={uploadAccept('certificate')}
        aria-label={`${label} file`}
        tabIndex={-1}
        onChange={(event) => void onFile(event)}
      />
      <Button size="sm" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
        {busy ? 'Uploading…' : state === 'none' ? `Upload ${label.toLowerCase()}` : 'Upload a new file'}
      </Button>
    </li>
  );
}

/** Licence, insurance and background uploads: each starts as pending until an admin reviews it. */
export function Certificates({ user }: { user: AuthUser }) {
  const certificates = useMyCertificatesQuery();
  const states = certificateStates(certificates.data, user.certificates_status);
  return (
    <>
      <Hint>PDF, JPEG, PNG or WebP, up to 10 MB. Only you and our review team can open these files.</Hint>
      {certificates.isError && (
        <ErrorText role="alert">{`Could not load your certificates: ${apiErrorMessage(certificates.error)}`}</ErrorText>
      )}
      <Rows>
        {CERTIFICATE_KINDS.map((entry) => (
          <CertificateRow key={entry.kind} {...entry} {...states[entry.kind]} />
        ))}
      </Rows>
    </>
  );
}
