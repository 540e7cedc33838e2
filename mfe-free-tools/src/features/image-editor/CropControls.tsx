import { useId } from 'react';
import { Button } from '@prohive/ui';
import {
  ButtonRow,
  CheckboxLabel,
  Field,
  FieldRow,
  Fieldset,
  Hint,
  Select,
} from '../../components/ToolFields';
import type { HistoryAction } from './editHistory';
import {
  ASPECT_RATIOS,
  cropRect,
  MIN_CROP_SIDE,
  orientedSize,
  type AspectRatio,
  type EditState,
} from './editState';
import { NumberField } from './NumberField';

const ASPECT_LABELS: Record<AspectRatio, string> = {
  free: 'Free',
  '1:1': 'Square 1:1',
  '4:3': 'Landscape 4:3',
  '3:4': 'Portrait 3:4',
  '16:9': 'Wide 16:9',
  '9:16': 'Tall 9:16',
};

export interface CropControlsProps {
  state: EditState;
  cropMode: boolean;
  onCropMode(on: boolean): void;
  dispatch(action: HistoryAction): void;
}

export function CropControls({ state, cropMode, onCropMode, dispatch }: CropControlsProps) {
  const aspectId = useId();
  const crop = cropRect(state);
  const bounds = orientedSize(state);
  const set = (changes: Partial<typeof crop>) => dispatch({ type: 'setCrop', rect: { ...crop, ...changes } });

  return (
    <Fieldset>
      <legend>Crop</legend>
      <CheckboxLabel>
        <input type="checkbox" checked={cropMode} onChange={(event) => onCropMode(event.target.checked)} />
        Show the whole photo to draw the crop
      </CheckboxLabel>
      <Field>
        <label htmlFor={aspectId}>Shape</label>
        <Select
          id={aspectId}
          value={state.aspect}
          onChange={(event) => dispatch({ type: 'setAspect', aspect: event.target.value as AspectRatio })}
        >
          {ASPECT_RATIOS.map((aspect) => (
            <option key={aspect} value={aspect}>
              {ASPECT_LABELS[aspect]}
            </option>
          ))}
        </Select>
      </Field>
      <FieldRow>
        <NumberField
          label="Left"
          value={crop.x}
          min={0}
          max={bounds.width - MIN_CROP_SIDE}
          onCommit={(x) => set({ x })}
        />
        <NumberField
          label="Top"
          value={crop.y}
          min={0}
          max={bounds.height - MIN_CROP_SIDE}
          onCommit={(y) => set({ y })}
        />
        <NumberField
          label="Width"
          value={crop.width}
          min={MIN_CROP_SIDE}
          max={bounds.width}
          onCommit={(width) => set({ width })}
        />
        <NumberField
          label="Height"
          value={crop.height}
          min={MIN_CROP_SIDE}
          max={bounds.height}
          onCommit={(height) =>
            // With a fixed shape the width follows the typed height.
            state.aspect === 'free'
              ? set({ height })
              : set({ height, width: Math.round((height * crop.width) / crop.height) })
          }
        />
      </FieldRow>
      <Hint>
        {cropMode
          ? 'Drag across the photo to draw the crop; the crop box moves with the arrow keys.'
          : 'Pixels of the photo as it is turned now.'}
      </Hint>
      <ButtonRow>
        <Button
          variant="outline"
          size="sm"
          disabled={state.crop === null}
          onClick={() => dispatch({ type: 'clearCrop' })}
        >
          Remove crop
        </Button>
      </ButtonRow>
    </Fieldset>
  );
}
