import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, VisuallyHidden } from '@prohive/ui';
import {
  MESSAGE_MAX_LENGTH,
  MESSAGE_MAX_PHOTOS,
  useSendMessageMutation,
} from '../../lib/api/messagesEndpoints';
import {
  JOB_PHOTO_ACCEPT,
  jobPhotoProblem,
  useJobPhotoUploadMutation,
} from '../../lib/api/photoUploadEndpoint';
import { sendErrorText } from './messageErrors';

interface ChosenPhoto {
  key: string;
  file: File;
}

let nextKey = 0;
const formatCount = (count: number) => count.toLocaleString('en-US');

export interface ComposerProps {
  conversationId: number;
  /** Why the user cannot write here (a block), or null. */
  disabledReason: string | null;
}

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line (and Enter while an input method is composing
 * does neither). The counter and the inline errors mirror the api's rules; photos are uploaded only when the
 * message is sent, so abandoned drafts leave nothing on the server.
 */
export function Composer({ conversationId, disabledReason }: ComposerProps) {
  const fieldId = useId();
  const counterId = useId();
  const errorId = useId();
  const fileInputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sendMessage] = useSendMessageMutation();
  const [upload] = useJobPhotoUploadMutation();

  const length = text.trim().length;
  const tooLong = length > MESSAGE_MAX_LENGTH;
  const disabled = disabledReason !== null;

  const submit = async () => {
    if (busy || disabled) return;
    if (length === 0) {
      setError('Write a message first.');
      return;
    }
    if (tooLong) {
      setError(`Keep your message to ${formatCount(MESSAGE_MAX_LENGTH)} characters.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const photoIds: string[] = [];
      for (const photo of photos) {
        const uploaded = await upload({ file: photo.file, purpose: 'message_photo' });
        if ('error' in uploaded) {
          setError(`${photo.file.name} could not be uploaded. Remove it or try again.`);
          return;
        }
        photoIds.push(uploaded.data.id);
      }
      const result = await sendMessage({ conversationId, body: text.trim(), photoIds });
      if ('error' in result) {
        setError(sendErrorText(result.error));
        return;
      }
      setText('');
      setPhotos([]);
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const addPhotos = (files: FileList | null) => {
    if (!files) return;
    const chosen = [...photos];
    for (const file of Array.from(files)) {
      const problem = jobPhotoProblem(file);
      if (problem) {
        setError(`${file.name}: ${problem}`);
        continue;
      }
      if (chosen.length >= MESSAGE_MAX_PHOTOS) {
        setError(`Attach at most ${MESSAGE_MAX_PHOTOS} photos to one message.`);
        break;
      }
      chosen.push({ key: `message-photo-${(nextKey += 1)}`, file });
    }
    setPhotos(chosen);
    if (fileInputRef.current) fileInputRef.current.value = '';
  };

  if (disabled) {
    return (
      <Blocked role="status" data-testid="composer-disabled">
        {disabledReason}
      </Blocked>
    );
  }

  return (
    <Form onSubmit={onSubmit} aria-label="Write a message" noValidate>
      <VisuallyHidden as="label" htmlFor={fieldId}>
        Message
      </VisuallyHidden>
      <TextArea
        id={fieldId}
        value={text}
        rows={3}
        placeholder="Write a message…"
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
        aria-invalid={tooLong || error !== null}
        aria-describedby={`${counterId}${error ? ` ${errorId}` : ''}`}
      />
      {photos.length > 0 && (
        <PhotoList aria-label="Photos to send">
          {photos.map((photo) => (
            <li key={photo.key}>
              <span>{photo.file.name}</span>
              <button
                type="button"
                onClick={() => setPhotos(photos.filter((item) => item.key !== photo.key))}
                aria-label={`Remove ${photo.file.name}`}
              >
                Remove
              </button>
            </li>
          ))}
        </PhotoList>
      )}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
      <Row>
        <Counter id={counterId} $over={tooLong}>
          {formatCount(length)} / {formatCount(MESSAGE_MAX_LENGTH)} characters
        </Counter>
        <Actions>
          <AttachLabel>
            Add photos
            <input
              ref={fileInputRef}
              type="file"
              accept={JOB_PHOTO_ACCEPT}
              multiple
              onChange={(event) => addPhotos(event.target.files)}
            />
          </AttachLabel>
          <Button type="submit" size="sm" disabled={busy || tooLong}>
            {busy ? 'Sending…' : 'Send'}
          </Button>
        </Actions>
      </Row>
      <Hint>Enter sends, Shift+Enter starts a new line.</Hint>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const TextArea = styled.textarea`
  width: 100%;
  min-height: 72px;
  max-height: 40vh;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  resize: vertical;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Counter = styled.span<{ $over: boolean }>`
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const AttachLabel = styled.label`
  position: relative;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  cursor: pointer;

  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    width: 100%;
    cursor: pointer;
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const PhotoList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    max-width: 100%;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  button {
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
`;

const Blocked = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
`;
