import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@prohive/ui';
import { ButtonRow, Field, FieldError, FieldRow, Fieldset, Input, Select } from '../../components/ToolFields';
import type { HistoryAction } from './editHistory';
import type { Annotation, AnnotationChanges, EditState, InkColor } from './editState';

const COLORS: readonly { value: InkColor; label: string }[] = [
  { value: 'white', label: 'White' },
  { value: 'black', label: 'Black' },
  { value: 'red', label: 'Red' },
  { value: 'yellow', label: 'Yellow' },
];

const MAX_TEXT = 80;

type Dispatch = (action: HistoryAction) => void;

function PercentSlider({
  label,
  value,
  min = 0,
  max = 100,
  onChange,
  onRelease,
}: {
  label: string;
  value: number;
  min?: number;
  max?: number;
  onChange(value: number): void;
  onRelease(): void;
}) {
  const id = useId();
  const percent = Math.round(value * 100);
  return (
    <Field>
      <label htmlFor={id}>
        {label}: {percent} %
      </label>
      <Input
        id={id}
        type="range"
        min={min}
        max={max}
        value={percent}
        onChange={(event) => onChange(Number(event.target.value) / 100)}
        onPointerUp={onRelease}
        onKeyUp={onRelease}
        onBlur={onRelease}
      />
    </Field>
  );
}

function ColorSelect({ value, onChange }: { value: InkColor; onChange(color: InkColor): void }) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>Colour</label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as InkColor)}>
        {COLORS.map((color) => (
          <option key={color.value} value={color.value}>
            {color.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

function AnnotationEditor({
  annotation,
  index,
  dispatch,
}: {
  annotation: Annotation;
  index: number;
  dispatch: Dispatch;
}) {
  const update = (changes: AnnotationChanges) =>
    dispatch({ type: 'updateAnnotation', id: annotation.id, changes });
  const release = () => dispatch({ type: 'closeStep' });
  const name = annotation.kind === 'text' ? `Text “${annotation.text}”` : `Arrow ${index + 1}`;
  return (
    <Item aria-label={name}>
      <strong>{name}</strong>
      {annotation.kind === 'text' ? (
        <FieldRow>
          <PercentSlider
            label="Across"
            value={annotation.x}
            onChange={(x) => update({ x })}
            onRelease={release}
          />
          <PercentSlider
            label="Down"
            value={annotation.y}
            onChange={(y) => update({ y })}
            onRelease={release}
          />
          <PercentSlider
            label="Size"
            value={annotation.size}
            min={2}
            max={25}
            onChange={(size) => update({ size })}
            onRelease={release}
          />
        </FieldRow>
      ) : (
        <FieldRow>
          <PercentSlider
            label="Start across"
            value={annotation.x1}
            onChange={(x1) => update({ x1 })}
            onRelease={release}
          />
          <PercentSlider
            label="Start down"
            value={annotation.y1}
            onChange={(y1) => update({ y1 })}
            onRelease={release}
          />
          <PercentSlider
            label="Tip across"
            value={annotation.x2}
            onChange={(x2) => update({ x2 })}
            onRelease={release}
          />
          <PercentSlider
            label="Tip down"
            value={annotation.y2}
            onChange={(y2) => update({ y2 })}
            onRelease={release}
          />
        </FieldRow>
      )}
      <FieldRow>
        <ColorSelect value={annotation.color} onChange={(color) => update({ color })} />
      </FieldRow>
      <ButtonRow>
        <Button
          variant="outline"
          size="sm"
          onClick={() => dispatch({ type: 'removeAnnotation', id: annotation.id })}
        >
          Remove {annotation.kind === 'text' ? 'text' : 'arrow'}
        </Button>
      </ButtonRow>
    </Item>
  );
}

/** Text labels and arrows, placed as a share of the finished frame so they survive a resize. */
export function AnnotationControls({ state, dispatch }: { state: EditState; dispatch: Dispatch }) {
  const textId = useId();
  const [text, setText] = useState('');
  const [color, setColor] = useState<InkColor>('white');
  const [error, setError] = useState<string | null>(null);
  const counter = useRef(0);

  const nextId = (kind: string) => `${kind}-${Date.now().toString(36)}-${(counter.current += 1)}`;

  function addText(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = text.trim();
    if (!value) {
      setError('Type the text to add.');
      return;
    }
    if (value.length > MAX_TEXT) {
      setError(`Keep the text to ${MAX_TEXT} characters or fewer.`);
      return;
    }
    setError(null);
    setText('');
    dispatch({
      type: 'addAnnotation',
      annotation: { id: nextId('text'), kind: 'text', text: value, x: 0.5, y: 0.5, size: 0.08, color },
    });
  }

  function addArrow() {
    dispatch({
      type: 'addAnnotation',
      // Off-centre, so it does not start under a new text label (placed in the middle).
      annotation: { id: nextId('arrow'), kind: 'arrow', x1: 0.15, y1: 0.2, x2: 0.4, y2: 0.4, color: 'red' },
    });
  }

  return (
    <Fieldset>
      <legend>Text and arrows</legend>
      <AddForm onSubmit={addText} noValidate>
        <FieldRow>
          <Field>
            <label htmlFor={textId}>Text</label>
            <Input
              id={textId}
              value={text}
              maxLength={MAX_TEXT + 20}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${textId}-error` : undefined}
              onChange={(event) => setText(event.target.value)}
            />
            {error && <FieldError id={`${textId}-error`}>{error}</FieldError>}
          </Field>
          <ColorSelect value={color} onChange={setColor} />
        </FieldRow>
        <ButtonRow>
          <Button type="submit" variant="outline" size="sm">
            Add text
          </Button>
          <Button variant="outline" size="sm" onClick={addArrow}>
            Add arrow
          </Button>
        </ButtonRow>
      </AddForm>
      {state.annotations.map((annotation, index) => (
        <AnnotationEditor key={annotation.id} annotation={annotation} index={index} dispatch={dispatch} />
      ))}
    </Fieldset>
  );
}

const Item = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const AddForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;
