import { REQUEST_LIMITS } from '@prohive/shared';
import { type CreateJobRequest, type JobTiming, type ServiceType } from './api/jobsEndpoints';
import { questionsFor } from './questions';

/** What the form holds, as typed: money in dollars as text, so a half-typed value is never lost. */
export interface JobDraft {
  category: string;
  service_type: ServiceType | '';
  answers: Record<string, string | string[]>;
  title: string;
  description: string;
  timing: FormTiming | '';
  /** `YYYY-MM-DD`. */
  preferred_date: string;
  budget_min: string;
  budget_max: string;
  zip: string;
  address: string;
  target_provider_id: number | null;
}

/** The four choices the form offers (the api also knows `within_month`). */
export type FormTiming = Extract<JobTiming, 'asap' | 'within_week' | 'flexible' | 'specific_date'>;

export const TIMING_OPTIONS: readonly { value: FormTiming; label: string }[] = [
  { value: 'asap', label: 'As soon as possible' },
  { value: 'within_week', label: 'Within a week' },
  { value: 'flexible', label: "I'm flexible" },
  { value: 'specific_date', label: 'On a specific date' },
];

export const SERVICE_TYPE_OPTIONS: readonly { value: ServiceType; label: string; hint: string }[] = [
  { value: 'home', label: 'Home', hint: 'A house, apartment or condo' },
  { value: 'office', label: 'Office', hint: 'An office or small workplace' },
  { value: 'commercial', label: 'Commercial', hint: 'A shop, restaurant, warehouse or building' },
];

export const STEPS = [
  { id: 'service', title: 'Service' },
  { id: 'details', title: 'Details' },
  { id: 'timing', title: 'When and budget' },
  { id: 'location', title: 'Location and photos' },
  { id: 'review', title: 'Review' },
] as const;
export type StepId = (typeof STEPS)[number]['id'];

// The api's own limits (generated from its OpenAPI document), so the form and the server cannot disagree.
const JOB_LIMITS = REQUEST_LIMITS['POST /api/jobs'];
export const TITLE_MIN = JOB_LIMITS.title.minLength;
export const TITLE_MAX = JOB_LIMITS.title.maxLength;
export const DESCRIPTION_MIN = JOB_LIMITS.description.minLength;
export const DESCRIPTION_MAX = JOB_LIMITS.description.maxLength;
export const ADDRESS_MAX = JOB_LIMITS.address.maxLength;
export const MAX_PHOTOS = JOB_LIMITS.photo_ids.maxItems;
/** $1,000,000: the api's 100,000,000-cent ceiling. */
export const MAX_BUDGET_DOLLARS = JOB_LIMITS.budget_max_cents.maximum / 100;
export const MAX_DAYS_AHEAD = 365;

export function emptyDraft(): JobDraft {
  return {
    category: '',
    service_type: '',
    answers: {},
    title: '',
    description: '',
    timing: '',
    preferred_date: '',
    budget_min: '',
    budget_max: '',
    zip: '',
    address: '',
    target_provider_id: null,
  };
}

export type FieldErrors = Partial<Record<string, string>>;

/** Today as `YYYY-MM-DD` in the visitor's own calendar (the date picker speaks local dates). */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return localIsoDate(new Date(year, month - 1, day + days));
}

/**
 * Dollars as typed ('1,200', '$85', '99.50') to cents; null for an empty field; NaN when it is not an amount.
 */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

export { formatCents as formatDollars } from '@prohive/ui';

function isAnswered(value: string | string[] | undefined): boolean {
  return Array.isArray(value) ? value.length > 0 : Boolean(value);
}

function validateBudget(draft: JobDraft, errors: FieldErrors): void {
  const min = dollarsToCents(draft.budget_min);
  const max = dollarsToCents(draft.budget_max);
  const limit = MAX_BUDGET_DOLLARS * 100;
  if (min !== null && (Number.isNaN(min) || min > limit))
    errors.budget_min = Number.isNaN(min)
      ? 'Enter an amount in dollars, like 250.'
      : 'Enter an amount up to $1,000,000.';
  if (max !== null && (Number.isNaN(max) || max > limit))
    errors.budget_max = Number.isNaN(max)
      ? 'Enter an amount in dollars, like 500.'
      : 'Enter an amount up to $1,000,000.';
  if (min !== null && max !== null && !errors.budget_min && !errors.budget_max && min > max)
    errors.budget_max = 'The maximum must be at least the minimum.';
}

export interface ZipCheck {
  /** `found` (city and state known), `not_found`, `checking`, or `unknown` (the lookup itself failed). */
  state: 'found' | 'not_found' | 'checking' | 'unknown';
}

/** The problems on one step, by field name; an empty object means the step may be left with Next. */
export function validateStep(
  step: StepId,
  draft: JobDraft,
  context: { today: string; zip: ZipCheck; photoCount: number },
): FieldErrors {
  const errors: FieldErrors = {};
  switch (step) {
    case 'service':
      if (!draft.category) errors.category = 'Choose the service you need.';
      if (!draft.service_type) errors.service_type = 'Choose the type of property.';
      break;
    case 'details': {
      for (const question of questionsFor(draft.category)) {
        if (question.required && !isAnswered(draft.answers[question.id]))
          errors[`answers.${question.id}`] = 'Choose an answer.';
      }
      const title = draft.title.trim();
      if (title.length < TITLE_MIN)
        errors.title = `Give your job a title of at least ${TITLE_MIN} characters.`;
      else if (title.length > TITLE_MAX) errors.title = `Keep the title to ${TITLE_MAX} characters or fewer.`;
      const description = draft.description.trim();
      if (description.length < DESCRIPTION_MIN)
        errors.description = `Describe the work in at least ${DESCRIPTION_MIN} characters.`;
      else if (description.length > DESCRIPTION_MAX)
        errors.description = `Keep the description to ${DESCRIPTION_MAX} characters or fewer.`;
      break;
    }
    case 'timing':
      if (!draft.timing) errors.timing = 'Choose when you need the work done.';
      if (draft.timing === 'specific_date') {
        const last = addDays(context.today, MAX_DAYS_AHEAD);
        if (!draft.preferred_date) errors.preferred_date = 'Choose the date.';
        else if (draft.preferred_date < context.today || draft.preferred_date > last)
          errors.preferred_date = 'Choose a date from today to one year ahead.';
      }
      validateBudget(draft, errors);
      break;
    case 'location':
      if (!/^\d{5}$/.test(draft.zip.trim())) errors.zip = 'Enter a 5-digit ZIP code.';
      else if (context.zip.state === 'not_found') errors.zip = 'Enter a valid US ZIP code';
      else if (context.zip.state === 'checking') errors.zip = 'Checking the ZIP code, one moment.';
      if (draft.address.trim().length > ADDRESS_MAX)
        errors.address = `Keep the address to ${ADDRESS_MAX} characters or fewer.`;
      if (context.photoCount > MAX_PHOTOS) errors.photos = `Add at most ${MAX_PHOTOS} photos.`;
      break;
    case 'review':
      break;
  }
  return errors;
}

/** Only the answers to the chosen category's questions (answers to another category's are dropped). */
function answersFor(draft: JobDraft): Record<string, string | string[]> {
  const answers: Record<string, string | string[]> = {};
  for (const question of questionsFor(draft.category)) {
    const value = draft.answers[question.id];
    if (isAnswered(value)) answers[question.id] = value!;
  }
  return answers;
}

/** The POST /api/jobs body for a draft that passed every step. */
export function toCreateJobRequest(draft: JobDraft, photoIds: readonly string[]): CreateJobRequest {
  const min = dollarsToCents(draft.budget_min);
  const max = dollarsToCents(draft.budget_max);
  const request: CreateJobRequest = {
    category: draft.category,
    service_type: draft.service_type as ServiceType,
    title: draft.title.trim(),
    description: draft.description.trim(),
    answers: answersFor(draft),
    timing: draft.timing as FormTiming,
    zip: draft.zip.trim(),
  };
  if (draft.timing === 'specific_date') request.preferred_date = draft.preferred_date;
  if (min !== null) request.budget_min_cents = min;
  if (max !== null) request.budget_max_cents = max;
  if (draft.address.trim()) request.address = draft.address.trim();
  if (photoIds.length > 0) request.photo_ids = [...photoIds];
  if (draft.target_provider_id !== null) request.target_provider_id = draft.target_provider_id;
  return request;
}

/** Which step shows an api field error (`answers.issue` → details), so the review can link to it. */
export function stepOfField(field: string): StepId {
  if (field === 'category' || field === 'service_type') return 'service';
  if (field === 'title' || field === 'description' || field.startsWith('answers')) return 'details';
  if (field === 'timing' || field === 'preferred_date' || field.startsWith('budget')) return 'timing';
  return 'location';
}
