import { useId } from 'react';
import { Field, Fieldset, Input } from '../../components/ToolFields';
import type { HistoryAction } from './editHistory';
import type { Adjustments, EditState } from './editState';

const SLIDERS: readonly { key: keyof Adjustments; label: string }[] = [
  { key: 'brightness', label: 'Brightness' },
  { key: 'contrast', label: 'Contrast' },
  { key: 'saturation', label: 'Saturation' },
];

function Slider({
  label,
  value,
  onChange,
  onRelease,
}: {
  label: string;
  value: number;
  onChange(value: number): void;
  onRelease(): void;
}) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>
        {label}: {value} %
      </label>
      <Input
        id={id}
        type="range"
        min={0}
        max={200}
        step={1}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        onPointerUp={onRelease}
        onKeyUp={onRelease}
        onBlur={onRelease}
      />
    </Field>
  );
}

/** Each slider drag is one undo step: it closes when the slider is let go. */
export function AdjustControls({
  state,
  dispatch,
}: {
  state: EditState;
  dispatch(action: HistoryAction): void;
}) {
  return (
    <Fieldset>
      <legend>Light and colour</legend>
      {SLIDERS.map(({ key, label }) => (
        <Slider
          key={key}
          label={label}
          value={state.adjust[key]}
          onChange={(value) => dispatch({ type: 'adjust', key, value })}
          onRelease={() => dispatch({ type: 'closeStep' })}
        />
      ))}
    </Fieldset>
  );
}
