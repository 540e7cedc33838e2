import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { JOB_PHOTO_ACCEPT, jobPhotoProblem } from '../../lib/api/photoUploadEndpoint';
import { MAX_PHOTOS } from '../../lib/jobDraft';
import { FieldError, Hint, errorId, fieldId } from '../../components/formParts';

/** A chosen photo: the file stays in the browser until the job is posted; `uploadId` once the api has it. */
export interface DraftPhoto {
  key: string;
  name: string;
  file: Blob;
  uploadId?: string;
  error?: string;
}

let nextKey = 0;
export const photoKey = () => `photo-${Date.now().toString(36)}-${(nextKey += 1)}`;

function usePreviewUrl(blob: Blob): string | null {
  const url = useMemo(
    () => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null),
    [blob],
  );
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}

function Preview({ photo, onRemove }: { photo: DraftPhoto; onRemove: () => void }) {
  const url = usePreviewUrl(photo.file);
  return (
    <Tile>
      {url ? <img src={url} alt={`Preview of ${photo.name}`} /> : <NoPreview>{photo.name}</NoPreview>}
      <RemoveButton type="button" onClick={onRemove} aria-label={`Remove photo ${photo.name}`}>
        Remove
      </RemoveButton>
      {photo.error && <TileError role="alert">{photo.error}</TileError>}
    </Tile>
  );
}

export interface PhotoPickerProps {
  photos: readonly DraftPhoto[];
  onChange: (photos: DraftPhoto[]) => void;
  error?: string;
}

/**
 * Up to eight JPEG, PNG or WebP photos (8 MB each), checked here before anything is sent; the api checks the
 * bytes again, re-encodes and resizes them when the job is posted.
 */
export function PhotoPicker({ photos, onChange, error }: PhotoPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [rejected, setRejected] = useState<string[]>([]);
  const room = MAX_PHOTOS - photos.length;

  const add = (files: FileList | null) => {
    if (!files) return;
    const problems: string[] = [];
    const accepted: DraftPhoto[] = [];
    for (const file of Array.from(files)) {
      const problem = jobPhotoProblem(file);
      if (problem) problems.push(`${file.name}: ${problem}`);
      else if (accepted.length >= room)
        problems.push(`${file.name}: you can add up to ${MAX_PHOTOS} photos.`);
      else accepted.push({ key: photoKey(), name: file.name, file });
    }
    setRejected(problems);
    if (accepted.length > 0) onChange([...photos, ...accepted]);
    // Lets the same file be chosen again after removing it.
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <Wrap>
      <Hint id={`${fieldId('photos')}-hint`}>
        Optional. Up to {MAX_PHOTOS} photos, JPEG, PNG or WebP, 8 MB each. Photos help pros quote accurately.
      </Hint>
      <PickLabel htmlFor={fieldId('photos')} aria-disabled={room <= 0}>
        Add photos
        <input
          ref={inputRef}
          id={fieldId('photos')}
          type="file"
          accept={JOB_PHOTO_ACCEPT}
          multiple
          disabled={room <= 0}
          aria-describedby={[`${fieldId('photos')}-hint`, error ? errorId('photos') : ''].join(' ').trim()}
          onChange={(event) => add(event.target.files)}
        />
      </PickLabel>
      <FieldError name="photos" message={error} />
      {rejected.length > 0 && (
        <Rejected role="alert">
          {rejected.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Rejected>
      )}
      {photos.length > 0 && (
        <Grid aria-label={`${photos.length} of ${MAX_PHOTOS} photos chosen`}>
          {photos.map((photo) => (
            <li key={photo.key}>
              <Preview photo={photo} onRemove={() => onChange(photos.filter((p) => p.key !== photo.key))} />
            </li>
          ))}
        </Grid>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const PickLabel = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-self: start;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space(5)};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Rejected = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Tile = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};

  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const NoPreview = styled.span`
  display: grid;
  place-items: center;
  aspect-ratio: 1;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  word-break: break-all;
`;

const RemoveButton = styled.button`
  min-height: 36px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const TileError = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.danger};
`;
