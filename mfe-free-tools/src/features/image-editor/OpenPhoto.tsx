import { useId, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { ACCEPT_ATTRIBUTE, MAX_MEGAPIXELS } from './imageFile';

export interface OpenPhotoProps {
  onFile(file: File): void;
  busy: boolean;
  /** "Open another photo" once one is open. */
  label: string;
}

/** A file picker that is also a drop target; the picker is the keyboard and screen-reader route. */
export function OpenPhoto({ onFile, busy, label }: OpenPhotoProps) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  }

  return (
    <Zone
      $dragging={dragging}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      aria-busy={busy}
    >
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again (after a refusal) still fires a change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <p>
        Or drop a photo here. JPEG, PNG, WebP or GIF, up to {MAX_MEGAPIXELS} megapixels. Photos stay on your
        device: nothing is uploaded.
      </p>
    </Zone>
  );
}

const Zone = styled.div<{ $dragging: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(5)};
  border: 2px dashed
    ${({ theme, $dragging }) => ($dragging ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $dragging }) => ($dragging ? theme.colors.primarySoft : theme.colors.surfaceMuted)};

  label {
    font-weight: 700;
  }
  input {
    max-width: 100%;
    color: ${({ theme }) => theme.colors.text};
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;
