import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@prohive/ui';
import {
  ButtonRow,
  CheckboxLabel,
  Field,
  FieldError,
  FieldRow,
  Fieldset,
  Input,
} from '../../components/ToolFields';
import type { Crew, Weekday } from './model';
import { formatClock, parseClock, weekdayName } from './time';
import { useZipPlace, ZIP_PATTERN } from './useZipPlace';

type FieldName = 'name' | 'zip' | 'dayStart' | 'dayEnd' | 'workdays';
type Errors = Partial<Record<FieldName, string>>;

const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];

/** Adds a crew: where it starts from, when it works. */
export function CrewForm({ onAdd }: { onAdd(crew: Crew): void }) {
  const id = useId();
  const resolveZip = useZipPlace();
  const [name, setName] = useState('');
  const [zip, setZip] = useState('');
  const [dayStart, setDayStart] = useState(formatClock(8 * 60));
  const [dayEnd, setDayEnd] = useState(formatClock(17 * 60));
  const [workdays, setWorkdays] = useState<readonly Weekday[]>([1, 2, 3, 4, 5]);
  const [errors, setErrors] = useState<Errors>({});
  const [checking, setChecking] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: Errors = {};
    if (!name.trim()) next.name = 'Name the crew.';
    else if (name.trim().length > 60) next.name = 'Keep the name to 60 characters or fewer.';
    if (!ZIP_PATTERN.test(zip.trim())) next.zip = 'Enter the 5-digit ZIP the crew starts from.';
    const start = parseClock(dayStart);
    const end = parseClock(dayEnd);
    if (start === null) next.dayStart = 'Enter a start time, like 08:00.';
    if (end === null) next.dayEnd = 'Enter an end time, like 17:00.';
    else if (start !== null && end <= start) next.dayEnd = 'The day must end after it starts.';
    if (workdays.length === 0) next.workdays = 'Choose at least one working day.';
    setErrors(next);
    if (Object.keys(next).length > 0 || start === null || end === null) return;
    setChecking(true);
    const found = await resolveZip(zip.trim());
    setChecking(false);
    if ('error' in found) {
      setErrors({ zip: found.error });
      return;
    }
    onAdd({
      id: `crew-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`,
      name: name.trim(),
      home: found.place,
      workdays: [...workdays].sort(),
      dayStart: start,
      dayEnd: end,
    });
    setName('');
  }

  const described = (field: FieldName) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` } : {};
  const error = (field: FieldName) =>
    errors[field] && <FieldError id={`${id}-${field}-error`}>{errors[field]}</FieldError>;

  function toggle(day: Weekday, on: boolean) {
    setWorkdays((current) => (on ? [...current, day] : current.filter((value) => value !== day)));
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add a crew">
      <Fieldset>
        <legend>Add a crew</legend>
        <FieldRow>
          <Field>
            <label htmlFor={`${id}-name`}>Crew name</label>
            <Input
              id={`${id}-name`}
              value={name}
              onChange={(e) => setName(e.target.value)}
              {...described('name')}
            />
            {error('name')}
          </Field>
          <Field>
            <label htmlFor={`${id}-zip`}>Starts from ZIP</label>
            <Input
              id={`${id}-zip`}
              inputMode="numeric"
              value={zip}
              onChange={(e) => setZip(e.target.value)}
              {...described('zip')}
            />
            {error('zip')}
          </Field>
        </FieldRow>
        <FieldRow>
          <Field>
            <label htmlFor={`${id}-start`}>Day starts</label>
            <Input
              id={`${id}-start`}
              type="time"
              value={dayStart}
              onChange={(e) => setDayStart(e.target.value)}
              {...described('dayStart')}
            />
            {error('dayStart')}
          </Field>
          <Field>
            <label htmlFor={`${id}-end`}>Day ends</label>
            <Input
              id={`${id}-end`}
              type="time"
              value={dayEnd}
              onChange={(e) => setDayEnd(e.target.value)}
              {...described('dayEnd')}
            />
            {error('dayEnd')}
          </Field>
        </FieldRow>
        <Days aria-describedby={errors.workdays ? `${id}-workdays-error` : undefined}>
          <legend>Working days</legend>
          {WEEKDAYS.map((day) => (
            <CheckboxLabel key={day}>
              <input
                type="checkbox"
                checked={workdays.includes(day)}
                onChange={(event) => toggle(day, event.target.checked)}
              />
              {weekdayName(day)}
            </CheckboxLabel>
          ))}
          {error('workdays')}
        </Days>
        <ButtonRow>
          <Button type="submit" disabled={checking}>
            {checking ? 'Checking the ZIP…' : 'Add crew'}
          </Button>
        </ButtonRow>
      </Fieldset>
    </form>
  );
}

const Days = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  > p {
    flex-basis: 100%;
  }
`;
