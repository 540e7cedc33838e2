import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { apiErrorMessage, type ConversationSummary } from '@prohive/shared';
import { Button, Dialog } from '@prohive/ui';
import {
  REPORT_MAX_LENGTH,
  REPORT_MIN_LENGTH,
  useReportConversationMutation,
  useSetConversationBlockedMutation,
} from '../../lib/api/messagesEndpoints';
import { fieldError } from '../../lib/apiErrors';

type Open = 'block' | 'report' | null;

/** Block/unblock and report, each behind a confirmation. */
export function ConversationActions({ conversation }: { conversation: ConversationSummary }) {
  const [open, setOpen] = useState<Open>(null);
  const name = conversation.other_party.name;
  const blocked = conversation.blocked_by_me;
  return (
    <Bar>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen('block')}>
        {blocked ? 'Unblock' : 'Block'}
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={() => setOpen('report')}>
        Report
      </Button>
      <BlockDialog
        open={open === 'block'}
        onClose={() => setOpen(null)}
        conversationId={conversation.id}
        name={name}
        blocked={blocked}
      />
      <ReportDialog
        open={open === 'report'}
        onClose={() => setOpen(null)}
        conversationId={conversation.id}
        name={name}
      />
    </Bar>
  );
}

function BlockDialog({
  open,
  onClose,
  conversationId,
  name,
  blocked,
}: {
  open: boolean;
  onClose: () => void;
  conversationId: number;
  name: string;
  blocked: boolean;
}) {
  const [setBlocked, { isLoading }] = useSetConversationBlockedMutation();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    const result = await setBlocked({ conversationId, blocked: !blocked });
    if ('error' in result) {
      setError(apiErrorMessage(result.error));
      return;
    }
    toast.success(blocked ? `${name} is unblocked.` : `${name} is blocked.`);
    setError(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissOnOverlayClick={false}
      title={blocked ? `Unblock ${name}?` : `Block ${name}?`}
      description={
        blocked
          ? 'You will be able to message each other again in this conversation.'
          : 'Neither of you will be able to send messages in this conversation until you unblock them.'
      }
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="button"
            variant={blocked ? 'default' : 'destructive'}
            onClick={() => void confirm()}
            disabled={isLoading}
          >
            {blocked ? 'Unblock' : 'Block'}
          </Button>
        </>
      }
    >
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Dialog>
  );
}

function ReportDialog({
  open,
  onClose,
  conversationId,
  name,
}: {
  open: boolean;
  onClose: () => void;
  conversationId: number;
  name: string;
}) {
  const fieldId = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [report, { isLoading }] = useReportConversationMutation();
  const length = reason.trim().length;

  const submit = async () => {
    if (length < REPORT_MIN_LENGTH || length > REPORT_MAX_LENGTH) {
      setError(`Tell us in ${REPORT_MIN_LENGTH} to ${REPORT_MAX_LENGTH} characters what is wrong.`);
      return;
    }
    const result = await report({ conversationId, reason: reason.trim() });
    if ('error' in result) {
      setError(fieldError(result.error, 'reason') ?? apiErrorMessage(result.error));
      return;
    }
    toast.success('Thank you. Our team will review this conversation.');
    setReason('');
    setError(null);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissOnOverlayClick={false}
      title={`Report ${name}?`}
      description="Our team reads the conversation and takes action if it breaks the rules."
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="button" variant="destructive" onClick={() => void submit()} disabled={isLoading}>
            Send report
          </Button>
        </>
      }
    >
      <Field>
        <label htmlFor={fieldId}>What is wrong?</label>
        <textarea
          id={fieldId}
          value={reason}
          rows={4}
          maxLength={REPORT_MAX_LENGTH}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
        />
        <small>
          {length} / {REPORT_MAX_LENGTH}
        </small>
        {error && (
          <ErrorText id={errorId} role="alert">
            {error}
          </ErrorText>
        )}
      </Field>
    </Dialog>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};

  label {
    font-weight: 600;
  }
  textarea {
    width: 100%;
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
