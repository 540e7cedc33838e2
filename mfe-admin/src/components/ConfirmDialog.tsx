import { useState, type ReactNode } from 'react';
import { Button, Dialog, type ButtonVariant } from '@prohive/ui';
import { reasonError } from '../lib/reason';
import { ReasonField } from './ReasonField';
import { FieldError } from './ui';

/**
 * Asks before a consequential action; with `withReason` it also asks why (3–500 characters, checked inline
 * before anything is sent). `onConfirm` resolves to an error message to show, or null when it worked (the
 * dialog then closes).
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  confirmVariant = 'default',
  withReason = false,
  reasonLabel,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  withReason?: boolean;
  reasonLabel?: string;
  onConfirm: (reason: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fieldError = withReason && touched ? reasonError(reason) : null;

  const close = () => {
    setReason('');
    setTouched(false);
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    if (withReason && reasonError(reason)) {
      setTouched(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    const problem = await onConfirm(reason.trim());
    setBusy(false);
    if (problem) setFailure(problem);
    else close();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      dismissOnOverlayClick={false}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button variant={confirmVariant} onClick={() => void confirm()} disabled={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {withReason && (
        <ReasonField label={reasonLabel} value={reason} error={fieldError} onChange={setReason} />
      )}
      {failure && <FieldError role="alert">{failure}</FieldError>}
    </Dialog>
  );
}
