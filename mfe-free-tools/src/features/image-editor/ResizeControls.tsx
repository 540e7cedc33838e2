import { Button } from '@prohive/ui';
import { ButtonRow, FieldRow, Fieldset, Hint } from '../../components/ToolFields';
import type { HistoryAction } from './editHistory';
import { cropRect, MIN_OUTPUT_SIDE, outputSize, type EditState } from './editState';
import { NumberField } from './NumberField';

export function ResizeControls({
  state,
  dispatch,
}: {
  state: EditState;
  dispatch(action: HistoryAction): void;
}) {
  const crop = cropRect(state);
  const output = outputSize(state);
  const maxHeight = crop.height;
  return (
    <Fieldset>
      <legend>Resize</legend>
      <FieldRow>
        <NumberField
          label="Width"
          value={output.width}
          min={MIN_OUTPUT_SIDE}
          max={crop.width}
          onCommit={(width) => dispatch({ type: 'setResizeWidth', width })}
        />
        <NumberField
          label="Height"
          value={output.height}
          min={MIN_OUTPUT_SIDE}
          max={maxHeight}
          onCommit={(height) =>
            dispatch({ type: 'setResizeWidth', width: Math.round((height * crop.width) / crop.height) })
          }
        />
      </FieldRow>
      <Hint>Proportions stay locked to the crop. Shrinking only: a photo is never enlarged.</Hint>
      <ButtonRow>
        <Button
          variant="outline"
          size="sm"
          disabled={state.resizeWidth === null}
          onClick={() => dispatch({ type: 'setResizeWidth', width: null })}
        >
          Full size
        </Button>
      </ButtonRow>
    </Fieldset>
  );
}
