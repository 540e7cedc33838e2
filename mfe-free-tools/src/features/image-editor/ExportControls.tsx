import { useId, useState } from 'react';
import { Button } from '@prohive/ui';
import { Alert, ButtonRow, CheckboxLabel, Field, Fieldset, Hint, Input } from '../../components/ToolFields';
import { downloadFile } from '../../lib/downloadFile';
import { outputSize, type EditState } from './editState';
import { EXPORT_FORMATS, exportFileName, type ExportFormat } from './imageFile';
import type { EditorPhoto } from './photo';
import { encodeEdit, type LoadedImage } from './render';

type Status =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string };

/** Applies the edit to the full-size photo (not the preview) and downloads the result. */
export function ExportControls({ photo, state }: { photo: EditorPhoto; state: EditState }) {
  const qualityId = useId();
  const [format, setFormat] = useState<ExportFormat>('image/jpeg');
  const [quality, setQuality] = useState(90);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const output = outputSize(state);
  const lossy = format !== 'image/png';

  async function exportImage() {
    setStatus({ kind: 'busy' });
    // Let the "Exporting…" state paint before the full-size drawing takes the main thread.
    await new Promise((resolve) => setTimeout(resolve, 0));
    let full: LoadedImage | null = null;
    try {
      full = await photo.full();
      const blob = await encodeEdit(full.image, state, format, quality / 100);
      const fileName = exportFileName(photo.name, blob.type);
      downloadFile(blob, fileName);
      const label = EXPORT_FORMATS.find((entry) => entry.type === format)?.label ?? format;
      const fellBack = blob.type !== format;
      setStatus({
        kind: 'done',
        message: fellBack
          ? `This browser cannot write ${label}, so it saved ${fileName} as ${blob.type.replace('image/', '').toUpperCase()}.`
          : `Saved ${fileName} (${output.width} × ${output.height}, ${Math.max(1, Math.round(blob.size / 1024))} KB).`,
      });
    } catch (error) {
      setStatus({
        kind: 'error',
        message: error instanceof Error && error.message ? error.message : 'The image could not be exported.',
      });
    } finally {
      full?.release();
    }
  }

  return (
    <Fieldset>
      <legend>Export</legend>
      <div role="radiogroup" aria-label="File type">
        {EXPORT_FORMATS.map((entry) => (
          <CheckboxLabel key={entry.type}>
            <input
              type="radio"
              name="image-editor-format"
              value={entry.type}
              checked={format === entry.type}
              onChange={() => setFormat(entry.type)}
            />
            {entry.label}
          </CheckboxLabel>
        ))}
      </div>
      {lossy && (
        <Field>
          <label htmlFor={qualityId}>Quality: {quality} %</label>
          <Input
            id={qualityId}
            type="range"
            min={40}
            max={100}
            value={quality}
            onChange={(event) => setQuality(Number(event.target.value))}
          />
        </Field>
      )}
      <Hint>
        The export is {output.width} × {output.height} pixels, made from the full-size photo.
      </Hint>
      <ButtonRow>
        <Button onClick={() => void exportImage()} disabled={status.kind === 'busy'}>
          {status.kind === 'busy' ? 'Exporting…' : 'Export image'}
        </Button>
      </ButtonRow>
      <div aria-live="polite">{status.kind === 'done' && <Hint>{status.message}</Hint>}</div>
      {status.kind === 'error' && <Alert role="alert">{status.message}</Alert>}
    </Fieldset>
  );
}
