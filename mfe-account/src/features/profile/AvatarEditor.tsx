import { useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { toast } from 'react-toastify';
import { type AuthUser } from '@prohive/shared';
import { uploadAccept, uploadProblem, useUploadMutation } from '../../lib/api/uploadsEndpoints';
import { Avatar, Button } from '@prohive/ui';
import { useUpdateMeMutation } from '../../lib/api/profileEndpoints';
import { ButtonRow, ErrorText, Hint } from './formUi';

/** Spec §8: the two avatar messages, exactly. */
export const AVATAR_UPDATED = 'Avatar updated successfully';
export const AVATAR_FAILED = 'Failed to update avatar';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(5)};
`;

const Controls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
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

/**
 * The avatar: choose an image (type and size checked here, re-encoded and resized by the api), upload it, then
 * point the user at it with PATCH /api/me. The mutation refreshes the session's user, so the header avatar
 * changes at once.
 */
export function AvatarEditor({ user }: { user: AuthUser }) {
  const input = useRef<HTMLInputElement>(null);
  const [upload] = useUploadMutation();
  const [updateMe] = useUpdateMeMutation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const setAvatar = async (uploadId: string | null) => {
    await updateMe({ avatar_upload_id: uploadId }).unwrap();
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Let the same file be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    const reason = uploadProblem(file, 'avatar');
    setProblem(reason);
    if (reason) {
      toast.error(AVATAR_FAILED);
      return;
    }
    setBusy(true);
    try {
      const stored = await upload({ purpose: 'avatar', file }).unwrap();
      await setAvatar(stored.id);
      toast.success(AVATAR_UPDATED);
    } catch {
      toast.error(AVATAR_FAILED);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await setAvatar(null);
      toast.success(AVATAR_UPDATED);
    } catch {
      toast.error(AVATAR_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Row>
      <Avatar name={user.name} src={user.avatar} size={96} />
      <Controls>
        <HiddenInput
          ref={input}
          type="file"
          accept={uploadAccept('avatar')}
          aria-label="Avatar image file"
          tabIndex={-1}
          onChange={(event) => void onFile(event)}
          data-testid="avatar-input"
        />
        <ButtonRow>
          <Button size="sm" disabled={busy} onClick={() => input.current?.click()}>
            {busy ? 'Uploading…' : user.avatar ? 'Change photo' : 'Upload photo'}
          </Button>
          {user.avatar && (
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => void remove()}>
              Remove photo
            </Button>
          )}
        </ButtonRow>
        <Hint>JPEG, PNG or WebP, up to 8 MB. We crop and resize it for you.</Hint>
        {problem && <ErrorText role="alert">{problem}</ErrorText>}
      </Controls>
    </Row>
  );
}
