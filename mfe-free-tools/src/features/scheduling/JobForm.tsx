import { useId, useState, type FormEvent } from 'react';
import { Button } from '@prohive/ui';
import { ButtonRow, Field, FieldError, FieldRow, Fieldset, Input, Select } from '../../components/ToolFields';
import { PRIORITIES, type PlanJob, type Priority } from './model';
import { formatClock, formatPlanDate, parseClock, weekDates } from './time';
import { useZipPlace, ZIP_PATTERN } from './useZipPlace';

type FieldName = 'title' | 'zip' | 'duration' | 'windowStart' | 'windowEnd';
type Errors = Partial<Record<FieldName, string>>;

const MAX_DURATION = 12 * 60;
const PRIORITY_LABELS: Record<Priority, string> = { high: 'High', normal: 'Normal', low: 'Low' };

export interface JobFormProps {
  weekStart: string;
  onAdd(job: PlanJob): void;
}

function validate(values: {
  title: string;
  zip: string;
  duration: string;
  windowStart: string;
  windowEnd: string;
}) {
  const errors: Errors = {};
  if (!values.title.trim()) errors.title = 'Name the job.';
  else if (values.title.trim().length > 120) errors.title = 'Keep the name to 120 characters or fewer.';
  if (!ZIP_PATTERN.test(values.zip.trim())) errors.zip = 'Enter a 5-digit ZIP code.';
  const duration = Number(values.duration);
  if (!/^\d+$/.test(values.duration.trim()) || duration < 15 || duration > MAX_DURATION) {
    errors.duration = `Enter the minutes on site, from 15 to ${MAX_DURATION}.`;
  }
  const start = parseClock(values.windowStart);
  const end = parseClock(values.windowEnd);
  if (start === null) errors.windowStart = 'Enter a start time, like 08:00.';
  if (end === null) errors.windowEnd = 'Enter an end time, like 17:00.';
  else if (start !== null && end <= start) errors.windowEnd = 'The window must end after it starts.';
  else if (start !== null && !errors.duration && end - start < duration) {
    errors.windowEnd = 'The window is shorter than the time on site.';
  }
  return { errors, duration, start: start ?? 0, end: end ?? 0 };
}

/** Adds one job; its ZIP is checked against the api's place data so the plan can measure drives. */
export function JobForm({ weekStart, onAdd }: JobFormProps) {
  const id = useId();
  const resolveZip = useZipPlace();
  const [title, setTitle] = useState('');
  const [zip, setZip] = useState('');
  const [duration, setDuration] = useState('60');
  const [date, setDate] = useState('');
  const [windowStart, setWindowStart] = useState(formatClock(8 * 60));
  const [windowEnd, setWindowEnd] = useState(formatClock(17 * 60));
  const [priority, setPriority] = useState<Priority>('normal');
  const [errors, setErrors] = useState<Errors>({});
  const [checking, setChecking] = useState(false);
  const days = weekDates(weekStart);
  // A day picked for another week no longer applies once the week changes.
  const day = days.includes(date) ? date : '';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validate({ title, zip, duration, windowStart, windowEnd });
    setErrors(result.errors);
    if (Object.keys(result.errors).length > 0) return;
    setChecking(true);
    const found = await resolveZip(zip.trim());
    setChecking(false);
    if ('error' in found) {
      setErrors({ zip: found.error });
      return;
    }
    onAdd({
      id: `job-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`,
      title: title.trim(),
      place: found.place,
      durationMinutes: result.duration,
      date: day || null,
      windowStart: result.start,
      windowEnd: result.end,
      priority,
    });
    setTitle('');
    setZip('');
  }

  const described = (name: FieldName) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` } : {};
  const error = (name: FieldName) =>
    errors[name] && <FieldError id={`${id}-${name}-error`}>{errors[name]}</FieldError>;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add a job">
      <Fieldset>
        <legend>Add a job</legend>
        <FieldRow>
          <Field>
            <label htmlFor={`${id}-title`}>Job</label>
            <Input
              id={`${id}-title`}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              {...described('title')}
            />
            {error('title')}
          </Field>
          <Field>
            <label htmlFor={`${id}-zip`}>ZIP code</label>
            <Input
              id={`${id}-zip`}
              inputMode="numeric"
              autoComplete="postal-code"
              value={zip}
              onChange={(e) => setZip(e.target.value)}
              {...described('zip')}
            />
            {error('zip')}
          </Field>
        </FieldRow>
        <FieldRow>
          <Field>
            <label htmlFor={`${id}-duration`}>Time on site (minutes)</label>
            <Input
              id={`${id}-duration`}
              inputMode="numeric"
              value={duration}
              onChange={(e) => setDuration(e.target.value)}
              {...described('duration')}
            />
            {error('duration')}
          </Field>
          <Field>
            <label htmlFor={`${id}-priority`}>Priority</label>
            <Select
              id={`${id}-priority`}
              value={priority}
              onChange={(e) => setPriority(e.target.value as Priority)}
            >
              {PRIORITIES.map((value) => (
                <option key={value} value={value}>
                  {PRIORITY_LABELS[value]}
                </option>
              ))}
            </Select>
          </Field>
        </FieldRow>
        <FieldRow>
          <Field>
            <label htmlFor={`${id}-date`}>Day</label>
            <Select id={`${id}-date`} value={day} onChange={(e) => setDate(e.target.value)}>
              <option value="">Any working day</option>
              {days.map((option) => (
                <option key={option} value={option}>
                  {formatPlanDate(option)}
                </option>
              ))}
            </Select>
          </Field>
          <Field>
            <label htmlFor={`${id}-from`}>Window from</label>
            <Input
              id={`${id}-from`}
              type="time"
              value={windowStart}
              onChange={(e) => setWindowStart(e.target.value)}
              {...described('windowStart')}
            />
            {error('windowStart')}
          </Field>
          <Field>
            <label htmlFor={`${id}-until`}>Window until</label>
            <Input
              id={`${id}-until`}
              type="time"
              value={windowEnd}
              onChange={(e) => setWindowEnd(e.target.value)}
              {...described('windowEnd')}
            />
            {error('windowEnd')}
          </Field>
        </FieldRow>
        <ButtonRow>
          <Button type="submit" disabled={checking}>
            {checking ? 'Checking the ZIP…' : 'Add job'}
          </Button>
        </ButtonRow>
      </Fieldset>
    </form>
  );
}
