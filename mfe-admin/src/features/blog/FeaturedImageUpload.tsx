import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '@prohive/ui';
import { FieldError, Muted } from '../../components/ui';
import { errorMessage } from '../../lib/apiErrors';
import {
  BLOG_IMAGE_TYPES,
  blogImageProblem,
  useCreateArticleMediaMutation,
  useUploadBlogImageMutation,
  type MediaOption,
} from '../../lib/api/articlesEndpoints';

/** "kitchen-tap_2.jpg" → "kitchen tap 2": a starting title the author can change. */
function titleFromFileName(name: string): string {
  return name
    .replace(/\.[^.]+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim()
    .slice(0, 200);
}

/**
 * Uploads a new featured image in two steps: the file through POST /api/uploads (purpose blog_image: the api
 * sniffs it and re-encodes it to WebP, dropping metadata), then POST /api/admin/articles/media to make it one
 * of the images an article can name. `onAdded` picks it for the article.
 */
export function FeaturedImageUpload({ onAdded }: { onAdded: (media: MediaOption) => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, uploading] = useUploadBlogImageMutation();
  const [createMedia, creating] = useCreateArticleMediaMutation();
  const busy = uploading.isLoading || creating.isLoading;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setProblem(chosen ? blogImageProblem(chosen) : null);
    if (chosen && title.trim() === '') setTitle(titleFromFileName(chosen.name));
  };

  const send = async () => {
    if (!file) {
      setProblem('Choose an image first.');
      return;
    }
    const local = blogImageProblem(file);
    if (local) {
      setProblem(local);
      return;
    }
    if (title.trim() === '') {
      setProblem('Give the image a title.');
      return;
    }
    setProblem(null);
    const uploaded = await upload(file);
    if ('error' in uploaded) {
      setProblem(errorMessage(uploaded.error, 'The image could not be uploaded. Try again.'));
      return;
    }
    const created = await createMedia({
      upload_id: uploaded.data.id,
      title: title.trim(),
      alt_text: alt.trim(),
    });
    if ('error' in created) {
      setProblem(errorMessage(created.error, 'The image was uploaded but could not be added. Try again.'));
      return;
    }
    setFile(null);
    setTitle('');
    setAlt('');
    onAdded(created.data);
  };

  return (
    <fieldset aria-describedby={problem ? `${id}-problem` : undefined}>
      <legend>Upload a new featured image</legend>
      <Muted>JPEG, PNG or WebP up to 8 MB; it is converted to WebP, at most 1600 px wide.</Muted>
      <label htmlFor={`${id}-file`}>Image file</label>
      <input id={`${id}-file`} type="file" accept={BLOG_IMAGE_TYPES.join(',')} onChange={choose} />
      <label htmlFor={`${id}-title`}>Image title</label>
      <input
        id={`${id}-title`}
        value={title}
        maxLength={200}
        onChange={(event) => setTitle(event.target.value)}
      />
      <label htmlFor={`${id}-alt`}>Alternative text (what the image shows)</label>
      <input id={`${id}-alt`} value={alt} maxLength={300} onChange={(event) => setAlt(event.target.value)} />
      {problem && (
        <FieldError id={`${id}-problem`} role="alert">
          {problem}
        </FieldError>
      )}
      <Button variant="outline" disabled={busy} onClick={() => void send()}>
        {busy ? 'Uploading…' : 'Upload image'}
      </Button>
    </fieldset>
  );
}
