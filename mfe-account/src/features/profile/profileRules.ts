// Client-side checks of the profile forms. The api checks the same rules (and more: a ZIP must exist); these
// only answer the obvious at once.
import { REQUEST_LIMITS } from '@prohive/shared';

// The numbers are the api's own (generated from its OpenAPI document).
const PROFILE_LIMITS = REQUEST_LIMITS['PUT /api/me/provider-profile'];
export const NAME_MAX = REQUEST_LIMITS['PATCH /api/me'].name.maxLength;
export const PASSWORD_MIN = REQUEST_LIMITS['POST /api/me/password'].password.minLength;
export const BIO_MAX = PROFILE_LIMITS.bio.maxLength;
export const BUSINESS_NAME_MAX = PROFILE_LIMITS.business_name.maxLength;
export const MAX_YEARS_IN_BUSINESS = PROFILE_LIMITS.years_in_business.maximum;
export const MAX_PROVIDER_PHOTOS = PROFILE_LIMITS.photo_ids.maxItems;
export const DELETE_CONFIRMATION = 'DELETE';

const ZIP = /^\d{5}$/;

export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Enter your name';
  if (trimmed.length > NAME_MAX) return `Use at most ${NAME_MAX} characters`;
  return null;
}

/** A US number in any usual format (10 digits, optional +1/1) or an international +number. */
export function phoneProblem(phone: string): string | null {
  const trimmed = phone.trim();
  if (!trimmed) return null;
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return 'Enter a valid phone number';
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+'))
    return digits.length >= 8 && digits.length <= 15 ? null : 'Enter a valid phone number';
  if (digits.length === 10 || (digits.length === 11 && digits.startsWith('1'))) return null;
  return 'Enter a valid phone number';
}

export function zipProblem(zip: string, required = false): string | null {
  const trimmed = zip.trim();
  if (!trimmed) return required ? 'Enter a ZIP code' : null;
  return ZIP.test(trimmed) ? null : 'Enter a valid US ZIP code';
}

export interface PasswordForm {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export function passwordProblems(form: PasswordForm): Partial<Record<keyof PasswordForm, string>> {
  const problems: Partial<Record<keyof PasswordForm, string>> = {};
  if (form.password.length < PASSWORD_MIN) problems.password = `Use at least ${PASSWORD_MIN} characters`;
  else if (form.password === form.current_password)
    problems.password = 'Choose a password different from the current one';
  if (form.password_confirmation !== form.password)
    problems.password_confirmation = 'The passwords do not match';
  return problems;
}

/** The services a provider may still add under the plan's cap; `null` limit means no cap known. */
export function servicesLeft(selected: number, limit: number | null): number | null {
  return limit === null ? null : Math.max(0, limit - selected);
}
