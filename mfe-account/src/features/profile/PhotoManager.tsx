import { useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { apiErrorMessage, type Photo } from '@prohive/shared';
import {
  uploadAccept,
  uploadProblem,
  useUploadMutation,
  type UploadPurpose,
} from '../../lib/api/uploadsEndpoints';
import { Button } from '@prohive/ui';
import { ErrorText, Hint } from './formUi';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
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

/** Photos of work: upload (checked here, resized by the api), list with thumbnails, remove. */
export function PhotoManager({
  label,
  photos,
  onChange,
  max,
  purpose = 'provider_photo',
}: {
  label: string;
  photos: Photo[];
  onChange: (photos: Photo[]) => void;
  max: number;
  purpose?: UploadPurpose;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [upload, { isLoading }] = useUploadMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    setProblem(null);
    const room = max - photos.length;
    const added: Photo[] = [];
    for (const file of files.slice(0, room)) {
      const reason = uploadProblem(file, purpose);
      if (reason) {
        setProblem(`${file.name}: ${reason}`);
        continue;
      }
      const result = await upload({ purpose, file });
      if ('error' in result && result.error) setProblem(`${file.name}: ${apiErrorMessage(result.error)}`);
      else if (result.data)
        // Work photos are images, which always get a thumbnail; the full image stands in if one ever lacks it.
        added.push({
          id: result.data.id,
          url: result.data.url,
          thumb_url: result.data.thumb_url ?? result.data.url,
        });
    }
    if (files.length > room) setProblem(`You can add up to ${max} photos.`);
    if (added.length > 0) onChange([...photos, ...added]);
  };

  return (
    <div role="group" aria-label={label}>
      <strong>{label}</strong>
      <Hint>{`Up to ${max} JPEG, PNG or WebP images, 8 MB each.`}</Hint>
      {photos.length > 0 && (
        <Grid>
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <img src={photo.thumb_url} alt={`Work photo ${index + 1}`} loading="lazy" />
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove photo ${index + 1}`}
                onClick={() => onChange(photos.filter((p) => p.id !== photo.id))}
              >
                Remove
              </Button>
            </li>
          ))}
        </Grid>
      )}
      <HiddenInput
        ref={input}
        type="file"
        multiple
        accept={uploadAccept(purpose)}
        aria-label={`${label} files`}
        tabIndex={-1}
        onChange={(event) => void onFiles(event)}
      />
      <Button
        size="sm"
        variant="outline"
        disabled={isLoading || photos.length >= max}
        onClick={() => input.current?.click()}
      >
        {isLoading ? 'Uploading…' : 'Add photos'}
      </Button>
      {problem && <ErrorText role="alert">{problem}</ErrorText>}
    </div>
  );
}
