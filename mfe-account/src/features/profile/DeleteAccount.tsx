import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { toast } from 'react-toastify';
import {
  LOGOUT_LOCAL_STORAGE_KEYS,
  api,
  apiErrorMessage,
  signOut,
  useAppDispatch,
  useNavigate,
} from '@prohive/shared';
import { Button, Dialog } from '@prohive/ui';
import { useDeleteAccountMutation } from '../../lib/api/profileEndpoints';
import { ButtonRow, FormMessage, Hint, InputField, Stack } from './formUi';
import { DELETE_CONFIRMATION } from './profileRules';

const DialogForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

export const ACCOUNT_DELETED = 'Your account has been deleted.';

/**
 * Deletes the account for good, after a dialog that asks for the word DELETE and the password. The api
 * anonymises the data and revokes every token, so the session is dropped here without calling /logout.
 */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const confirmInput = useRef<HTMLInputElement>(null);
  const confirmed = confirm.trim() === DELETE_CONFIRMATION;

  const close = () => {
    setOpen(false);
    setConfirm('');
    setPassword('');
    setError(null);
    setPasswordError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    setError(null);
    setPasswordError(null);
    const result = await deleteAccount(
      password ? { password, confirm: DELETE_CONFIRMATION } : { confirm: DELETE_CONFIRMATION },
    );
    if ('error' in result && result.error) {
      const body = (result.error as { data?: { errors?: { password?: string[] } } }).data;
      const fieldMessage = body?.errors?.password?.[0];
      if (fieldMessage) setPasswordError(fieldMessage);
      else setError(apiErrorMessage(result.error));
      return;
    }
    dispatch(signOut());
    dispatch(api.util.resetApiState());
    for (const key of LOGOUT_LOCAL_STORAGE_KEYS) window.localStorage.removeItem(key);
    toast.success(ACCOUNT_DELETED);
    navigate('/', { replace: true });
  };

  return (
    <Stack>
      <Hint>
        Deleting your account removes your name, email, phone and photo, cancels your open jobs, withdraws
        pending bids and ends any subscription. Reviews stay, attributed to a former customer. This cannot be
        undone.
      </Hint>
      <ButtonRow>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete account
        </Button>
      </ButtonRow>
      <Dialog
        open={open}
        onClose={close}
        title="Delete your account?"
        description={`This cannot be undone. Type ${DELETE_CONFIRMATION} to confirm.`}
        dismissOnOverlayClick={false}
        initialFocusRef={confirmInput}
      >
        <DialogForm aria-label="Delete account" onSubmit={(event) => void submit(event)}>
          <InputField
            ref={confirmInput}
            label={`Type ${DELETE_CONFIRMATION}`}
            autoComplete="off"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
          <InputField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            error={passwordError}
            hint="Not needed if you have only ever signed in with Google."
            onChange={(event) => setPassword(event.target.value)}
          />
          <FormMessage>{error}</FormMessage>
          <ButtonRow $end>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!confirmed || isLoading}>
              {isLoading ? 'Deleting…' : 'Delete my account'}
            </Button>
          </ButtonRow>
        </DialogForm>
      </Dialog>
    </Stack>
  );
}
