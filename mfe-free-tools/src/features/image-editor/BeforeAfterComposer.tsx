import { useId, useState, type FormEvent } from 'react';
import { Button } from '@prohive/ui';
import {
  Alert,
  ButtonRow,
  CheckboxLabel,
  Field,
  FieldError,
  Fieldset,
  Hint,
  Input,
} from '../../components/ToolFields';
import { ACCEPT_ATTRIBUTE, fileProblem, sizeProblem } from './imageFile';
import { PhotoProblem, photoFromCanvas, type EditorPhoto } from './photo';
import {
  COMPOSE_MAX_SIDE,
  composeBeforeAfter,
  decodePreview,
  readImageSize,
  type LoadedImage,
} from './render';
import type { ComposeLayout } from './geometry';

type Side = 'before' | 'after';

async function loadSide(file: File): Promise<LoadedImage> {
  const size = await readImageSize(file).catch(() => {
    throw new PhotoProblem(`“${file.name}” could not be read as an image.`);
  });
  const tooLarge = sizeProblem(file.name, size);
  if (tooLarge) throw new PhotoProblem(tooLarge);
  // Each side is read at most at the composite's own size, never at full camera resolution.
  return decodePreview(file, size, COMPOSE_MAX_SIDE);
}

/** Two photos → one before/after picture, which then opens in the editor for cropping, labels and export. */
export function BeforeAfterComposer({ onComposed }: { onComposed(photo: EditorPhoto): void }) {
  const beforeId = useId();
  const afterId = useId();
  const [files, setFiles] = useState<Record<Side, File | null>>({ before: null, after: null });
  const [errors, setErrors] = useState<Partial<Record<Side, string>>>({});
  const [layout, setLayout] = useState<ComposeLayout>('side-by-side');
  const [labels, setLabels] = useState(true);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  function choose(side: Side, file: File | undefined) {
    const problem = file ? fileProblem(file) : null;
    setErrors((current) => ({ ...current, [side]: problem ?? undefined }));
    setFiles((current) => ({ ...current, [side]: file && !problem ? file : null }));
  }

  async function combine(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: Partial<Record<Side, string>> = {};
    if (!files.before) missing.before = errors.before ?? 'Choose the before photo.';
    if (!files.after) missing.after = errors.after ?? 'Choose the after photo.';
    setErrors(missing);
    if (!files.before || !files.after) return;
    setBusy(true);
    setFailure(null);
    const loaded: LoadedImage[] = [];
    try {
      loaded.push(await loadSide(files.before), await loadSide(files.after));
      const canvas = composeBeforeAfter(loaded[0]!, loaded[1]!, layout, labels);
      onComposed(photoFromCanvas('before-after.png', canvas, { width: canvas.width, height: canvas.height }));
    } catch (error) {
      setFailure(
        error instanceof PhotoProblem
          ? error.message
          : 'The two photos could not be combined in this browser.',
      );
    } finally {
      loaded.forEach((image) => image.release());
      setBusy(false);
    }
  }

  const fileField = (side: Side, id: string, label: string) => (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        aria-invalid={errors[side] ? true : undefined}
        aria-describedby={errors[side] ? `${id}-error` : undefined}
        onChange={(event) => choose(side, event.target.files?.[0])}
      />
      {errors[side] && <FieldError id={`${id}-error`}>{errors[side]}</FieldError>}
    </Field>
  );

  return (
    <form onSubmit={(event) => void combine(event)} noValidate aria-label="Before and after picture">
      <Fieldset>
        <legend>Before and after</legend>
        <Hint>Put two photos of a job into one picture, then crop, label and export it like any photo.</Hint>
        {fileField('before', beforeId, 'Before photo')}
        {fileField('after', afterId, 'After photo')}
        <div role="radiogroup" aria-label="Layout">
          <CheckboxLabel>
            <input
              type="radio"
              name="before-after-layout"
              checked={layout === 'side-by-side'}
              onChange={() => setLayout('side-by-side')}
            />
            Side by side
          </CheckboxLabel>
          <CheckboxLabel>
            <input
              type="radio"
              name="before-after-layout"
              checked={layout === 'stacked'}
              onChange={() => setLayout('stacked')}
            />
            One above the other
          </CheckboxLabel>
        </div>
        <CheckboxLabel>
          <input type="checkbox" checked={labels} onChange={(event) => setLabels(event.target.checked)} />
          Label them “Before” and “After”
        </CheckboxLabel>
        <ButtonRow>
          <Button type="submit" variant="outline" disabled={busy}>
            {busy ? 'Combining…' : 'Combine and edit'}
          </Button>
        </ButtonRow>
        {failure && <Alert role="alert">{failure}</Alert>}
      </Fieldset>
    </form>
  );
}
